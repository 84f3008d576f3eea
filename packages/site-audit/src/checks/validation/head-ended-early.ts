import type { Check } from "../../check";
import { documentItems } from "../document-pages";
import { plural } from "../helpers";

/** Lost tags named in a finding; the count says how many there were. */
const NAMED = 10;

/** `["meta", "meta", "link"]` as `meta ×2, link`. */
function tally(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .slice(0, NAMED)
    .map(([name, count]) => (count === 1 ? name : `${name} ×${count}`))
    .join(", ");
}

export const headEndedEarly: Check = {
  id: "head-ended-early",
  label: "Head ended early by an element not allowed in it",
  category: "validation",
  severity: "warning",
  why: "An element that does not belong in <head> (an <img>, a <div>, text) ends the head where it stands, as Google's parser reads it: the title, metas, canonical and hreflang after it are read as body and ignored.",
  how: "Move the element into the body (often a tracking pixel, an iframe or stray text pasted into the head), or below every head tag.",
  source:
    "rawHtml: the head as an HTML parser builds it (what HTML allows in <head>; a <noscript> in it read as a parser that runs no scripts does)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      if (document.headEndedBy === null) return undefined;
      const by = document.headEndedBy === "#text" ? "text" : `<${document.headEndedBy}>`;
      if (document.lostFromHeadCount === 0)
        return `${by} ended the head; nothing was lost before </head>`;
      const more =
        document.lostFromHeadCount > document.lostFromHead.length
          ? ` and ${document.lostFromHeadCount - document.lostFromHead.length} more`
          : "";
      return `${by} ended the head; lost ${plural(document.lostFromHeadCount, "tag")}: ${tally(document.lostFromHead)}${more}`;
    }),
};

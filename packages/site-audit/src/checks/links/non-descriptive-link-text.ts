import type { Check } from "../../check";
import { linkItems, oncePerTarget, quote } from "../helpers";

/** Link texts that say nothing of where they lead, after Lighthouse's `link-text` audit. */
export const NON_DESCRIPTIVE_TEXTS: ReadonlySet<string> = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "this",
  "start",
  "right here",
  "more",
  "read more",
  "learn more",
  "more info",
  "more information",
  "link",
]);

/** Punctuation that may end a link's text ("Read more…", "More »") without changing what it says. */
const TRAILING_PUNCTUATION: ReadonlySet<string> = new Set([...".!?…:»›→"]);

/**
 * The link text compared with the list: lower case, without its trailing punctuation. A loop from
 * the end, where `/[.!?…:»›→]+$/u` tried the run from each of its characters: quadratic on a run of
 * dots before a last letter (116 ms for a page of 1,000 link texts of 300 characters).
 */
export function normalisedLinkText(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(text[end - 1] as string)) end--;
  return text.slice(0, end).toLowerCase().trim();
}

export const nonDescriptiveLinkText: Check = {
  id: "non-descriptive-link-text",
  label: "Link text that does not describe its target",
  category: "links",
  severity: "warning",
  why: "“Click here” tells screen-reader users and search engines nothing about where the link goes.",
  how: "Write link text that names the destination, such as “Compare our moving quotes”.",
  threshold: "“click here”, “here”, “read more”, “learn more”, “more” and the like",
  source: "html: the text of <a href>",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) =>
        link.hasHref && NON_DESCRIPTIVE_TEXTS.has(normalisedLinkText(link.text))
          ? `${quote(link.text)} links to ${link.target ?? link.href}`
          : undefined,
      ),
    ),
};

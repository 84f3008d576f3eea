import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { linkItems, oncePerTarget, quote } from "../helpers";

/** Link texts that say nothing of where they lead, after Lighthouse's `link-text` audit. */
export const NON_DESCRIPTIVE_TEXTS: readonly string[] = [
  // The five the catalogue's threshold names first.
  "click here",
  "here",
  "read more",
  "learn more",
  "more",
  "click this",
  "go",
  "this",
  "start",
  "right here",
  "more info",
  "more information",
  "link",
];

/** Texts the threshold names before "and N more". */
const TEXTS_NAMED = 5;

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

export const nonDescriptiveLinkText = checkWithOptions({
  id: "non-descriptive-link-text",
  category: "links",
  severity: "warning",
  why: "“Click here” tells screen-reader users and search engines nothing about where the link goes.",
  how: "Write link text that names the destination, such as “Compare our moving quotes”.",
  source: "html: the text of <a href>",
  options: {
    // The list replaces the default one: a site in another language names its own phrases.
    schema: z.strictObject({ texts: z.array(z.string()).check(z.minLength(1)) }),
    defaults: { texts: [...NON_DESCRIPTIVE_TEXTS] },
    describe: ({ texts }) => ({
      label: "Link text that does not describe its target",
      threshold: [
        texts
          .slice(0, TEXTS_NAMED)
          .map((text) => `“${text}”`)
          .join(", "),
        texts.length > TEXTS_NAMED ? ` and ${texts.length - TEXTS_NAMED} more` : "",
      ].join(""),
    }),
  },
  run: (site, { texts }) => {
    const vague = new Set(texts.map(normalisedLinkText));
    return oncePerTarget(
      linkItems(site.pages, (link) =>
        link.hasHref && vague.has(normalisedLinkText(link.text))
          ? `${quote(link.text)} links to ${link.target ?? link.href}`
          : undefined,
      ),
    );
  },
});

import * as z from "zod/mini";
import type { SiteContext } from "../../check";
import { checkWithOptions } from "../../rules/check-options";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { answeredPages, plural } from "../helpers";

/** Pages of a site on which an unknown word is taken for the site's own (a brand, a product, a place). */
export const SITE_WORD_PAGES = 3;

/** On how many pages each unknown word (lower case) was kept. */
function pagesPerWord(site: SiteContext): Map<string, number> {
  const pages = new Map<string, number>();
  for (const page of site.pages) {
    for (const word of page.content.prose?.unknownWords ?? []) {
      const key = word.toLowerCase();
      pages.set(key, (pages.get(key) ?? 0) + 1);
    }
  }
  return pages;
}

export const spelling = checkWithOptions({
  id: "spelling",
  category: "spelling",
  severity: "notice",
  why: "A misspelt word costs a service page the trust of the visitor who notices it, and a search for the right spelling may not find it.",
  how: "Correct the words that are misspelt; a word that is right (a name, a trade term) can be left, or added to the site's own words by using it on more pages.",
  source:
    "html: the English text outside nav, header, footer, aside and code, against the en_US Hunspell dictionary (dictionary-en with nspell; British spellings accepted), without URLs, addresses, numbers, acronyms and capitalised names",
  options: {
    schema: z.strictObject({ sitePages: z.int().check(z.minimum(2)) }),
    defaults: { sitePages: SITE_WORD_PAGES },
    describe: ({ sitePages }) => ({
      label: "Words not in the English dictionary",
      threshold: `a word on ${sitePages} pages or more is the site's own (a brand) and not reported`,
    }),
  },
  run: (site, { sitePages }) => {
    const onPages = pagesPerWord(site);
    const items: AuditItem[] = [];
    for (const page of answeredPages(site)) {
      const prose = page.content.prose;
      if (!prose?.unknownWords) continue;
      const words = prose.unknownWords.filter(
        (word) => (onPages.get(word.toLowerCase()) ?? 0) < sitePages,
      );
      // Words past the kept ones are counted, and may be the site's own: they stay in the count.
      const count = prose.unknownWordCount - (prose.unknownWords.length - words.length);
      if (count === 0) continue;
      const more = count > words.length ? `, and ${count - words.length} more` : "";
      items.push(
        auditItem(
          page.url,
          `${plural(count, "word")} not in the dictionary: ${words.join(", ")}${more}`,
        ),
      );
    }
    return items;
  },
});

import type { SiteContext } from "../../check";
import { fleschReadingEase } from "../../facts/prose";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { answeredPages } from "../helpers";

/** Where readability is read from, for the checks' source. */
export const READABILITY_SOURCE =
  "html: the English text outside nav, header, footer, aside and code (html lang, or detected), its sentences, words and syllables";

/**
 * One item per English page of at least `minWords` prose words whose Flesch reading ease is at
 * least `from` and under `below`, with the score and the average words a sentence.
 */
export function fleschItems(
  site: SiteContext,
  { from, below, minWords }: { from: number; below: number; minWords: number },
  words: string,
): AuditItem[] {
  const items: AuditItem[] = [];
  for (const page of answeredPages(site)) {
    const prose = page.content.prose;
    if (!prose || prose.english === null || prose.words < minWords) continue;
    const ease = fleschReadingEase(prose);
    if (ease === null || ease < from || ease >= below) continue;
    const perSentence = (prose.words / prose.sentences).toFixed(1);
    const perWord = (prose.syllables / prose.words).toFixed(2);
    items.push(
      auditItem(
        page.url,
        `Flesch reading ease ${ease.toFixed(1)} (${words}): ${perSentence} words a sentence, ${perWord} syllables a word, over ${prose.words} words`,
      ),
    );
  }
  return items;
}

import { ownCopy } from "../text/own-copy";
import type { PageFacts } from "../facts/types";
import type { Speller } from "./english-speller";

/** Unknown words kept per page, in the order the page first used them; the count goes on. */
export const UNKNOWN_WORDS_KEPT = 50;

/**
 * Looks up a page's words (`ProseFacts.lookUp`) and keeps those the speller does not know, the
 * first `UNKNOWN_WORDS_KEPT` copied out of the page, with how many there were; the list of words
 * to look up, views into the page, is emptied.
 */
export function spellPage(page: PageFacts, speller: Speller): void {
  const prose = page.content.prose;
  if (!prose) return;
  const unknown: string[] = [];
  let count = 0;
  for (const word of prose.lookUp) {
    if (speller.knows(word)) continue;
    count++;
    if (unknown.length < UNKNOWN_WORDS_KEPT) unknown.push(ownCopy(word));
  }
  prose.unknownWords = unknown;
  prose.unknownWordCount = count;
  prose.lookUp = [];
}

/** Whether a page has words for the English speller (English, with prose to look up). */
export const needsSpeller = (page: PageFacts) =>
  page.content.prose !== null &&
  page.content.prose.english !== null &&
  page.content.prose.lookUp.length > 0;

/** Drops a page's words unread (spelling is off): they are views into the page. */
export function forgetWords(page: PageFacts): void {
  if (page.content.prose) page.content.prose.lookUp = [];
}

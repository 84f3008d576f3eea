import type { PageFacts } from "../facts/types";
import { type Speller, loadEnglishSpeller } from "./english-speller";
import { forgetWords, needsSpeller, spellPage } from "./page-spelling";

/**
 * Spelling as `auditPages` reads a crawl: each English page's words are looked up as the page is
 * read (so that only its unknown words are kept, never its whole vocabulary), with the English
 * dictionary loaded at the first page that needs it; a crawl without English pages never loads
 * it. With spelling off, the words are dropped unread.
 */
export class SpellingStep {
  private speller: Speller | undefined;

  constructor(private readonly on: boolean) {}

  async read(page: PageFacts): Promise<void> {
    if (!needsSpeller(page)) return forgetWords(page);
    if (!this.on) return forgetWords(page);
    this.speller ??= await loadEnglishSpeller();
    spellPage(page, this.speller);
  }
}

import { ownCopy } from "../text/own-copy";

/**
 * Distinct texts kept at most: a hostile crawl of unique addresses would otherwise grow the table
 * past what a Map holds (about 16 million entries, then a RangeError). Past it, texts are still
 * looked up, and a new one is copied but not added.
 */
export const TABLE_TEXTS_KEPT = 1_000_000;

/**
 * The texts the facts of one audit keep, each once: a link target, an href, a link's text or an
 * image's src repeats on every page that shows the same nav, footer or logo, and each page's facts
 * then point at the one copy rather than holding their own. One table per audit run, never shared
 * between two audits. What it keeps is always a copy in memory of its own (`ownCopy`), never the
 * text it was asked with, which may be a view into a page's html (`retained-text.test.ts`).
 */
export class TextTable {
  readonly #texts = new Map<string, string>();

  constructor(private readonly textsKept = TABLE_TEXTS_KEPT) {}

  /** `text` in memory of its own: the table's copy when it has one, a new copy otherwise. */
  own(text: string): string {
    const kept = this.#texts.get(text);
    if (kept !== undefined) return kept;
    const copy = ownCopy(text);
    if (this.#texts.size < this.textsKept) this.#texts.set(copy, copy);
    return copy;
  }

  /** Distinct texts in the table. */
  get size(): number {
    return this.#texts.size;
  }
}

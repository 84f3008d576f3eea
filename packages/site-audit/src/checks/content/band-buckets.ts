import { BINS } from "../../facts/fingerprint";
import type { PageFacts } from "../../facts/types";

/** Locality-sensitive hashing: the fingerprint's bins in bands; pages agreeing on a band are compared. */
export const ROWS_PER_BAND = 8;
const BANDS = BINS / ROWS_PER_BAND;
/** The end of a chain of pages. */
const NONE = -1;

export function bandHash(fingerprint: Uint32Array, band: number): number {
  let hash = 0x811c9dc5;
  for (let bin = band; bin < band + ROWS_PER_BAND; bin++) {
    hash = Math.imul(hash ^ (fingerprint[bin] as number), 0x01000193);
  }
  return hash | 0;
}

function sameBand(a: Uint32Array, b: Uint32Array, band: number): boolean {
  for (let bin = band; bin < band + ROWS_PER_BAND; bin++) if (a[bin] !== b[bin]) return false;
  return true;
}

/**
 * Each band's buckets of pages, kept as numbers: per band, a map from a number hashed from the
 * band's values to the first page added with it, and per page and band the next page added with
 * the same hash. Most bands of most pages are a bucket of one, so an object and a list per bucket
 * (32 a page) was 8 KiB a page, 800 MB at 100,000 pages; this is under 1 KiB. Pages whose band
 * values differ but hash the same share a chain and are told apart by their values, so a bucket
 * holds exactly the pages that agree on the band, in the order they were added.
 */
export class BandBuckets {
  readonly #pages: PageFacts[] = [];
  readonly #heads: Map<number, number>[] = Array.from({ length: BANDS }, () => new Map());
  /** At `page * BANDS + band index`: the next page in the band's chain, or NONE. */
  readonly #next: number[] = [];

  /** Numbers `page` for `add`. */
  register(page: PageFacts): number {
    this.#pages.push(page);
    for (let band = 0; band < BANDS; band++) this.#next.push(NONE);
    return this.#pages.length - 1;
  }

  /** In `into` (emptied first): the pages added to the bucket of `fingerprint`'s band from bin `band`, in the order added. */
  agreeing(fingerprint: Uint32Array, band: number, into: PageFacts[]): PageFacts[] {
    into.length = 0;
    const bandIndex = band / ROWS_PER_BAND;
    const head = (this.#heads[bandIndex] as Map<number, number>).get(bandHash(fingerprint, band));
    for (let id = head ?? NONE; id !== NONE; id = this.#next[id * BANDS + bandIndex] as number) {
      const page = this.#pages[id] as PageFacts;
      if (sameBand(page.content.fingerprint, fingerprint, band)) into.push(page);
    }
    return into;
  }

  /** Adds the registered page `id` to the bucket of its band from bin `band`, after the pages there. */
  add(id: number, band: number): void {
    const bandIndex = band / ROWS_PER_BAND;
    const heads = this.#heads[bandIndex] as Map<number, number>;
    const fingerprint = (this.#pages[id] as PageFacts).content.fingerprint;
    const hash = bandHash(fingerprint, band);
    const head = heads.get(hash);
    if (head === undefined) {
      heads.set(hash, id);
      return;
    }
    let last = head;
    for (;;) {
      const next = this.#next[last * BANDS + bandIndex] as number;
      if (next === NONE) break;
      last = next;
    }
    this.#next[last * BANDS + bandIndex] = id;
  }
}

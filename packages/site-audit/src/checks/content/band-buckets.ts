import { BINS } from "../../facts/fingerprint";
import type { PageFacts } from "../../facts/types";

/** Locality-sensitive hashing: the fingerprint's bins in bands; pages agreeing on a band are compared. */
export const ROWS_PER_BAND = 8;

/** The pages of one band's values, and the next bucket whose values hash the same. */
interface Bucket {
  /** The fingerprint whose band made the bucket: its values are the bucket's. */
  owner: Uint32Array;
  pages: PageFacts[];
  next: Bucket | undefined;
}

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
 * Each band's buckets of pages, keyed by a number hashed from the band's values rather than by
 * a string of them (32 strings a page, millions on a large site). Two bands whose values hash the
 * same are told apart by their values, so a bucket holds exactly the pages that agree on the band.
 */
export class BandBuckets {
  readonly #bands: Map<number, Bucket>[] = Array.from(
    { length: BINS / ROWS_PER_BAND },
    () => new Map(),
  );

  /** The pages so far whose fingerprint agrees with `fingerprint` on the band from bin `band`; a new empty list when none. */
  pagesOf(fingerprint: Uint32Array, band: number): PageFacts[] {
    const buckets = this.#bands[band / ROWS_PER_BAND] as Map<number, Bucket>;
    const hash = bandHash(fingerprint, band);
    const first = buckets.get(hash);
    for (let bucket = first; bucket !== undefined; bucket = bucket.next) {
      if (sameBand(bucket.owner, fingerprint, band)) return bucket.pages;
    }
    const made: Bucket = { owner: fingerprint, pages: [], next: first };
    buckets.set(hash, made);
    return made.pages;
  }
}

import { BINS } from "../../facts/fingerprint";
import type { PageFacts } from "../../facts/types";

/** Locality-sensitive hashing: the fingerprint's bins in bands; pages agreeing on a band are compared. */
export const ROWS_PER_BAND = 8;
const BANDS = BINS / ROWS_PER_BAND;

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
 * Each band's buckets of pages, kept in typed arrays: per band, an open-addressing table from a
 * number hashed from the band's values to the first page added with it, and per page and band the
 * next page added with the same hash. Most bands of most pages are a bucket of one, so an object
 * and a list per bucket (32 a page) was 8 KiB a page, 800 MB at 100,000 pages, and a Map per band
 * about 2 KiB; these tables are under 1 KiB a page. Pages whose band values differ but hash the
 * same share a chain and are told apart by their values, so a bucket holds exactly the pages that
 * agree on the band, in the order they were added.
 */
export class BandBuckets {
  readonly #pages: PageFacts[] = [];
  /** Slots per band's table: a power of two, at least twice the pages, so probes stay short. */
  readonly #slots: number;
  /** At `band index * slots + slot`: the hash in the slot. */
  readonly #hashes: Int32Array;
  /** At `band index * slots + slot`: 1 + the first page with that hash, 0 for an empty slot. */
  readonly #heads: Int32Array;
  /** At `page * BANDS + band index`: 1 + the next page in the band's chain, 0 at its end. */
  readonly #next: Int32Array;

  /** Buckets for at most `capacity` pages. */
  constructor(readonly capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.#slots = slots;
    this.#hashes = new Int32Array(slots * BANDS);
    this.#heads = new Int32Array(slots * BANDS);
    this.#next = new Int32Array(Math.max(capacity, 1) * BANDS);
  }

  /** Numbers `page` for `add`. */
  register(page: PageFacts): number {
    if (this.#pages.length >= this.capacity)
      throw new RangeError(`BandBuckets holds at most ${this.capacity} pages.`);
    this.#pages.push(page);
    return this.#pages.length - 1;
  }

  /** In `into` (emptied first): the pages added to the bucket of `fingerprint`'s band from bin `band`, in the order added. */
  agreeing(fingerprint: Uint32Array, band: number, into: PageFacts[]): PageFacts[] {
    into.length = 0;
    const bandIndex = band / ROWS_PER_BAND;
    const slot = this.#slotOf(bandIndex, bandHash(fingerprint, band));
    let next = this.#heads[slot] as number;
    while (next !== 0) {
      const id = next - 1;
      const page = this.#pages[id] as PageFacts;
      if (sameBand(page.content.fingerprint, fingerprint, band)) into.push(page);
      next = this.#next[id * BANDS + bandIndex] as number;
    }
    return into;
  }

  /** Adds the registered page `id` to the bucket of its band from bin `band`, after the pages there. */
  add(id: number, band: number): void {
    const bandIndex = band / ROWS_PER_BAND;
    const fingerprint = (this.#pages[id] as PageFacts).content.fingerprint;
    const hash = bandHash(fingerprint, band);
    const slot = this.#slotOf(bandIndex, hash);
    if (this.#heads[slot] === 0) {
      this.#hashes[slot] = hash;
      this.#heads[slot] = id + 1;
      return;
    }
    let last = (this.#heads[slot] as number) - 1;
    for (;;) {
      const next = this.#next[last * BANDS + bandIndex] as number;
      if (next === 0) break;
      last = next - 1;
    }
    this.#next[last * BANDS + bandIndex] = id + 1;
  }

  /** The slot of `hash` in the band's table: the one holding it, or the empty one it would go in. */
  #slotOf(bandIndex: number, hash: number): number {
    const mask = this.#slots - 1;
    const base = bandIndex * this.#slots;
    for (let probe = hash & mask; ; probe = (probe + 1) & mask) {
      const slot = base + probe;
      if (this.#heads[slot] === 0 || this.#hashes[slot] === hash) return slot;
    }
  }
}

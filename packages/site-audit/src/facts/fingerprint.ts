import { hashShingle } from "./hashing";

/**
 * Near-duplicate fingerprints: one-permutation MinHash (Li, Owen and Zhang, 2012) over word
 * 3-shingles. Each shingle is hashed once; its top bits choose one of `BINS` bins and the bin keeps
 * the smallest rest. The share of bins two pages agree on estimates the Jaccard similarity of
 * their shingle sets, so a page costs one hash per word and a comparison costs `BINS` steps,
 * whatever the length of the text. No library: the MinHash packages on npm hash every shingle once
 * per permutation (k times the work) and none runs both in a worker and without Node's crypto.
 */
export const BINS = 256;
const BIN_SHIFT = 24; // 32 - log2(BINS)
const VALUE_MASK = (1 << BIN_SHIFT) - 1;
/** A bin no shingle fell into. */
export const EMPTY_BIN = 0xffffffff;

export class FingerprintBuilder {
  private readonly bins = new Uint32Array(BINS).fill(EMPTY_BIN);
  private first = 0;
  private second = 0;
  private seen = 0;

  add(wordHash: number): void {
    this.seen++;
    if (this.seen >= 3) {
      const hash = hashShingle(this.first, this.second, wordHash);
      const bin = hash >>> BIN_SHIFT;
      const value = hash & VALUE_MASK;
      if (value < (this.bins[bin] as number)) this.bins[bin] = value;
    }
    this.first = this.second;
    this.second = wordHash;
  }

  build(): Uint32Array {
    return this.bins;
  }
}

/**
 * The estimated Jaccard similarity of two fingerprints, 0 to 1: the share of bins, of those that
 * either page filled, that hold the same value.
 */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  let filled = 0;
  let equal = 0;
  for (let bin = 0; bin < BINS; bin++) {
    const left = a[bin] as number;
    const right = b[bin] as number;
    if (left === EMPTY_BIN && right === EMPTY_BIN) continue;
    filled++;
    if (left === right) equal++;
  }
  return filled === 0 ? 0 : equal / filled;
}

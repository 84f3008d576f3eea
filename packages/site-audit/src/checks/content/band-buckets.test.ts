import { describe, expect, it } from "vitest";
import { BINS } from "../../facts/fingerprint";
import type { PageFacts } from "../../facts/types";
import { BandBuckets, ROWS_PER_BAND, bandHash } from "./band-buckets";

/** A fingerprint whose first band holds `values` (the other bins 0). */
function fingerprintWith(values: number[]): Uint32Array {
  const fingerprint = new Uint32Array(BINS);
  fingerprint.set(values);
  return fingerprint;
}

/** Two first bands of different values and the same hash, found by drawing bands until two meet. */
function collidingBands(): [Uint32Array, Uint32Array] {
  const seen = new Map<number, Uint32Array>();
  let state = 12345;
  for (;;) {
    const values = Array.from({ length: ROWS_PER_BAND }, () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state;
    });
    const fingerprint = fingerprintWith(values);
    const hash = bandHash(fingerprint, 0);
    const earlier = seen.get(hash);
    if (earlier !== undefined && earlier.join() !== fingerprint.join())
      return [earlier, fingerprint];
    seen.set(hash, fingerprint);
  }
}

const page = (name: string) => ({ url: name }) as PageFacts;

describe("BandBuckets", () => {
  it("gives pages that agree on a band the same bucket, and one that differs a new one", () => {
    const buckets = new BandBuckets();
    buckets.pagesOf(fingerprintWith([1, 2, 3, 4, 5, 6, 7, 8]), 0).push(page("a"));
    expect(buckets.pagesOf(fingerprintWith([1, 2, 3, 4, 5, 6, 7, 8]), 0)).toEqual([page("a")]);
    expect(buckets.pagesOf(fingerprintWith([1, 2, 3, 4, 5, 6, 7, 9]), 0)).toEqual([]);
    // The same values in another band are another bucket.
    expect(buckets.pagesOf(fingerprintWith([1, 2, 3, 4, 5, 6, 7, 8]), ROWS_PER_BAND)).toEqual([]);
  });

  it("tells apart two bands whose values hash the same", () => {
    const [first, second] = collidingBands();
    expect(bandHash(first, 0)).toBe(bandHash(second, 0));
    const buckets = new BandBuckets();
    buckets.pagesOf(first, 0).push(page("first"));
    expect(buckets.pagesOf(second, 0)).toEqual([]);
    buckets.pagesOf(second, 0).push(page("second"));
    expect(buckets.pagesOf(first, 0)).toEqual([page("first")]);
    expect(buckets.pagesOf(second, 0)).toEqual([page("second")]);
  });
});

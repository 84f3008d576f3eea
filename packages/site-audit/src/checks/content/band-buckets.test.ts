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

const page = (url: string, fingerprint: Uint32Array) =>
  ({ url, content: { fingerprint } }) as unknown as PageFacts;

/** The URLs of the pages in `fingerprint`'s bucket of the band from bin `band`. */
const agreeing = (buckets: BandBuckets, fingerprint: Uint32Array, band = 0) =>
  buckets.agreeing(fingerprint, band, []).map((other) => other.url);

/** Registers and adds `added` to the band from bin `band`. */
function addTo(buckets: BandBuckets, added: PageFacts, band = 0): void {
  buckets.add(buckets.register(added), band);
}

describe("BandBuckets", () => {
  it("gives the pages that agree on a band, in the order added, and none for a page that differs", () => {
    const buckets = new BandBuckets(10);
    const values = [1, 2, 3, 4, 5, 6, 7, 8];
    addTo(buckets, page("a", fingerprintWith(values)));
    addTo(buckets, page("other", fingerprintWith([1, 2, 3, 4, 5, 6, 7, 9])));
    addTo(buckets, page("b", fingerprintWith(values)));
    expect(agreeing(buckets, fingerprintWith(values))).toEqual(["a", "b"]);
    expect(agreeing(buckets, fingerprintWith([9, 9, 9, 9, 9, 9, 9, 9]))).toEqual([]);
    // The same values in another band are another bucket.
    expect(agreeing(buckets, fingerprintWith(values), ROWS_PER_BAND)).toEqual([]);
  });

  it("tells apart two bands whose values hash the same", () => {
    const [first, second] = collidingBands();
    expect(bandHash(first, 0)).toBe(bandHash(second, 0));
    const buckets = new BandBuckets(10);
    addTo(buckets, page("first", first));
    expect(agreeing(buckets, second)).toEqual([]);
    addTo(buckets, page("second", second));
    addTo(buckets, page("first again", first));
    expect(agreeing(buckets, first)).toEqual(["first", "first again"]);
    expect(agreeing(buckets, second)).toEqual(["second"]);
  });

  it("keeps each band's pages apart through a full run of pages, and refuses more than it was made for", () => {
    const buckets = new BandBuckets(200);
    for (let index = 0; index < 200; index++) {
      addTo(buckets, page(`${index}`, fingerprintWith([index % 50, 1, 2, 3, 4, 5, 6, 7])));
    }
    expect(agreeing(buckets, fingerprintWith([7, 1, 2, 3, 4, 5, 6, 7]))).toEqual([
      "7",
      "57",
      "107",
      "157",
    ]);
    expect(() => buckets.register(page("one more", fingerprintWith([])))).toThrow(RangeError);
  });
});

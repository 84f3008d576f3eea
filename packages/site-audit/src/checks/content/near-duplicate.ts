import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { answeredPages } from "../helpers";
import { auditItem } from "../audit-item";
import { BandBuckets, ROWS_PER_BAND } from "./band-buckets";
import { BINS, EMPTY_BIN, similarity } from "../../facts/fingerprint";
import type { PageFacts } from "../../facts/types";
import type { AuditItem } from "../../types";

/** Estimated share of shared word 3-shingles from which two pages are near duplicates (Screaming Frog's default). */
export const NEAR_DUPLICATE_SIMILARITY = 0.9;
/** Pages compared per band bucket: a site of thousands of look-alike pages stays linear. */
const COMPARED_PER_BUCKET = 4;
/** Fewer shingles than this fill too few bins to estimate anything. */
const MIN_FILLED_BINS = 16;

function filledBins(fingerprint: Uint32Array): number {
  let filled = 0;
  for (const value of fingerprint) if (value !== EMPTY_BIN) filled++;
  return filled;
}

/**
 * Pages whose text is at least `threshold` similar to another's, other than exact duplicates (which the
 * duplicate-content check reports). MinHash fingerprints (`facts/fingerprint`) banded as in
 * locality-sensitive hashing: only pages that agree on a whole band are compared, each with at most
 * a few pages of that band, so the work grows with the pages and never with their text or pairs.
 */
function nearDuplicates(pages: readonly PageFacts[], threshold: number): AuditItem[] {
  const buckets = new BandBuckets(pages.length);
  const best = new Map<PageFacts, { other: PageFacts; score: number }>();
  const seenDigests = new Set<string>();
  // The pages of one band's bucket, refilled for each band rather than made anew.
  const sameBand: PageFacts[] = [];
  for (const page of pages) {
    const { fingerprint, digest } = page.content;
    // Exact copies are the other check's; one of each set stands for it here.
    if (seenDigests.has(digest) || filledBins(fingerprint) < MIN_FILLED_BINS) continue;
    seenDigests.add(digest);
    const compared = new Set<PageFacts>();
    const id = buckets.register(page);
    for (let band = 0; band < BINS; band += ROWS_PER_BAND) {
      const bucket = buckets.agreeing(fingerprint, band, sameBand);
      for (const other of bucket) {
        if (compared.has(other)) continue;
        compared.add(other);
        const score = similarity(fingerprint, other.content.fingerprint);
        if (score < threshold) continue;
        for (const [one, two] of [
          [page, other],
          [other, page],
        ] as const) {
          if ((best.get(one)?.score ?? -1) < score) best.set(one, { other: two, score });
        }
      }
      if (bucket.length < COMPARED_PER_BUCKET) buckets.add(id, band);
    }
  }
  return pages
    .filter((page) => best.has(page))
    .map((page) => {
      const { other, score } = best.get(page) as { other: PageFacts; score: number };
      return auditItem(page.url, `${Math.round(score * 100)} % similar to ${other.url}`);
    });
}

/** 0.9 as "90 %". */
const percent = (share: number) => `${Math.round(share * 100)} %`;

export const nearDuplicate = checkWithOptions({
  id: "near-duplicate",
  category: "content",
  severity: "warning",
  why: "Pages that say nearly the same thing compete with each other in search results and read as filler. The similarity is estimated (within about 3 %), not diffed.",
  how: "Merge near-identical pages, or make each one about something the others do not cover.",
  source: "html: text outside nav, header, footer and aside (markdown without html)",
  options: {
    // Below 0.8 the bands of 8 rows let most similar pairs through uncompared (at 0.7, about
    // one in seven): a lower bound would report fewer pairs than it promises.
    schema: z.strictObject({ similarity: z.number().check(z.minimum(0.8), z.maximum(1)) }),
    defaults: { similarity: NEAR_DUPLICATE_SIMILARITY },
    describe: ({ similarity }) => ({
      label: `Page ${percent(similarity)} similar to another (near duplicate)`,
      threshold: `${percent(similarity)} of word 3-shingles, estimated by MinHash`,
    }),
  },
  run: (site, { similarity }) =>
    nearDuplicates(
      answeredPages(site).filter((page) => page.content.words > 0),
      similarity,
    ),
});

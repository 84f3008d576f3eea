import type { Listing } from "@keystone/site-audit/vocabulary";
import { itemCount } from "../item-count";
import type { DepthBucket } from "./chart-types";

/** Depths from this one on share a bar, as Screaming Frog's crawl depth chart draws them. */
export const DEEPEST_OWN_BUCKET = 4;

const BUCKETS: readonly DepthBucket[] = [
  { id: "depth-0", label: "0 (start URL)", pages: 0 },
  { id: "depth-1", label: "1", pages: 0 },
  { id: "depth-2", label: "2", pages: 0 },
  { id: "depth-3", label: "3", pages: 0 },
  { id: "depth-4", label: "4", pages: 0 },
  { id: "depth-5-plus", label: "5+", pages: 0 },
  { id: "depth-unreached", label: "Not reached", pages: 0 },
];

/** Which bucket a depth listing's id ("depth-3", "depth-unreached") counts in, if any. */
function bucketIndex(listingId: string): number | undefined {
  if (listingId === "depth-unreached") return BUCKETS.length - 1;
  const match = /^depth-(\d{1,9})$/.exec(listingId);
  if (!match) return undefined;
  return Math.min(Number(match[1]), DEEPEST_OWN_BUCKET + 1);
}

/**
 * Pages per number of clicks from the start URL, from the audit's depth listings: every bucket,
 * empty ones at 0, each the listings' true totals (not only the pages kept). A listing this version
 * does not know is left out rather than guessed at.
 */
export function depthBuckets(depths: readonly Listing[] | undefined): DepthBucket[] {
  const pages = BUCKETS.map(() => 0);
  for (const listing of depths ?? []) {
    const index = bucketIndex(listing.id);
    const count = itemCount(listing);
    if (index !== undefined && Number.isFinite(count) && count > 0) {
      pages[index] = (pages[index] ?? 0) + count;
    }
  }
  return BUCKETS.map((bucket, index) => ({ ...bucket, pages: pages[index] ?? 0 }));
}

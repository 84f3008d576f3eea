/**
 * `pnpm --filter @keystone/site-audit bench`: the near-duplicate check on many look-alike pages,
 * each the same 1,000 words and one of its own, at 500 to 4,000 pages. Figures, not verdicts: the
 * unit test runs 200 pages; here a linear check shows as about twice the time for twice the pages.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { NEAR_DUPLICATE_SIMILARITY, nearDuplicate } from "../src/checks/content/near-duplicate";
import type { CrawledPage } from "../src/document";
import { pageFacts } from "../src/facts/page-facts";
import { siteContext } from "../src/site-context";

const ROOT = "https://moving.example.com";
const SIZES = [500, 1000, 2000, 4000];
const RUNS = 3;
const VOCABULARY = (
  "move pack crate lift carry truck van road street city town house flat office desk chair " +
  "table sofa bed lamp book shelf box tape wrap label crew driver team plan date hour week"
).split(" ");

/** The same 1,000 words on every run (a linear congruential generator). */
function baseText(): string {
  let state = 12345;
  return Array.from({ length: 1000 }, () => {
    state = (Math.imul(state, 1103515245) + 12345) | 0;
    return VOCABULARY[(state >>> 8) % VOCABULARY.length];
  }).join(" ");
}

function lookAlikePages(count: number): CrawledPage[] {
  const base = baseText();
  return Array.from({ length: count }, (_, index) => ({
    html: `<nav><a href="/">Home</a></nav><main><h1>Page ${index}</h1><p>${base} page${index}</p></main>`,
    metadata: { sourceURL: `${ROOT}/p${index}`, statusCode: 200, title: `Page ${index}` },
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

console.info(
  `near-duplicate, ${RUNS} runs each, median; ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}, Node ${process.version}`,
);
console.info("pages | found | facts ms | check ms | check µs per page");
for (const count of SIZES) {
  const facts = lookAlikePages(count).map(pageFacts);
  const site = siteContext(facts, `${ROOT}/p0`);
  const factsStart = performance.now();
  lookAlikePages(count).map(pageFacts);
  const factsMs = performance.now() - factsStart;
  let found = 0;
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    found = nearDuplicate.run(site, { similarity: NEAR_DUPLICATE_SIMILARITY }).length;
    return performance.now() - start;
  });
  const checkMs = median(times);
  console.info(
    `${count} | ${found}${found === count ? "" : " (expected every page)"} | ${factsMs.toFixed(0)} | ${checkMs.toFixed(0)} | ${((1000 * checkMs) / count).toFixed(0)}`,
  );
}

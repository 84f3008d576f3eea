/**
 * `pnpm --filter @keystone/web bench:findings`: how long the audit takes for the three analysed
 * sites, 100 realistic pages of about 50 KB of html each (nav, header, footer, main content with
 * links, images and headings), through `analyseCrawl`, the function the findings worker runs: page
 * facts, every check of the catalogue and the pages' SHA-256 digests. Then one page of 1 MiB of
 * each shape of hostile text (`HOSTILE_TEXT_SHAPES`) at two sizes, so that a linear scan shows as
 * about twice the time for twice the text. Run in Node (the same V8 as the worker; no browser is
 * started), with the host's benchmark index from Lighthouse's own `computeBenchmarkIndex` run here.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
// Lighthouse computes `benchmarkIndex` with this page function; run in Node, it measures this V8.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CATALOGUE } from "../../app/features/analysis/audit/catalogue";
import { analyseCrawl } from "../../app/features/analysis/insights/analyse-crawl";
import { ANALYSIS_DEADLINE_MS } from "../../app/features/analysis/insights/analyse-off-thread";
import { HOSTILE_TEXT_SHAPES } from "../../app/features/analysis/insights/hostile-text.fixture";
import type { CrawledPage } from "../../app/features/analysis/model/types";
import { realisticSite } from "./realistic-site";

const PAGES = 100;
const RUNS = 5;
const GOAL_MS = 300;
const MIB = 1024 * 1024;
const SITES = [
  "https://moving.example.com",
  "https://cleaning.example.com",
  "https://financial.example.com",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const benchmarkIndex = (pageFunctions.computeBenchmarkIndex as () => number)();
const sites = SITES.map((root) => ({ root, pages: realisticSite(root, PAGES) }));
const averageBytes =
  sites.flatMap((site) => site.pages).reduce((sum, page) => sum + (page.html?.length ?? 0), 0) /
  (SITES.length * PAGES);

console.info(
  `Host: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(
      " ",
    )}, Lighthouse benchmarkIndex ${benchmarkIndex} (computeBenchmarkIndex run in Node ${process.version})`,
);
console.info(
  `${SITES.length} sites × ${PAGES} pages of ${(averageBytes / 1000).toFixed(1)} KB html (and markdown), ${CATALOGUE.length} checks, median of ${RUNS} runs:`,
);
const perSite = sites.map(() => [] as number[]);
const totals: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let total = 0;
  for (const [index, site] of sites.entries()) {
    const ms = await timed(() => analyseCrawl(site.pages, `${site.root}/`));
    perSite[index]?.push(ms);
    total += ms;
  }
  totals.push(total);
}
for (const [index, site] of sites.entries()) {
  console.info(
    `  ${site.root.padEnd(32)} ${median(perSite[index] ?? [])
      .toFixed(1)
      .padStart(7)} ms`,
  );
}
const total = median(totals);
console.info(
  `  ${"all three sites".padEnd(32)} ${total.toFixed(1).padStart(7)} ms  (goal: under ${GOAL_MS} ms in the worker: ${total < GOAL_MS ? "met" : "NOT met"})`,
);

console.info(
  `\nOne page of hostile text as its markdown and its html, analyseCrawl, median of ${RUNS} runs:`,
);
const hostilePage = (text: string): CrawledPage => ({
  markdown: text,
  html: text,
  metadata: { title: "Hostile", sourceURL: `${SITES[0]}/`, statusCode: 200 },
});
const shapes = Object.entries(HOSTILE_TEXT_SHAPES);
const nameWidth = Math.max(...shapes.map(([name]) => name.length));
for (const [name, shape] of shapes) {
  const figures: string[] = [];
  for (const bytes of [MIB, 2 * MIB]) {
    const page = hostilePage(shape(bytes));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(await timed(() => analyseCrawl([page], `${SITES[0]}/`)));
    }
    figures.push(`${bytes / MIB} MiB: ${median(times).toFixed(1).padStart(7)} ms`);
  }
  console.info(`  ${name.padEnd(nameWidth)}  ${figures.join("   ")}`);
}
console.info(`\nThe worker is stopped after ${ANALYSIS_DEADLINE_MS / 1000} s.`);

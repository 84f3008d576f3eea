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
import { CATALOGUE } from "@keystone/site-audit";
import { analyseCrawl, auditPages } from "@keystone/site-audit";
import { auditOptionsOf } from "../../app/features/analysis/insights/audit-options";
import { ANALYSIS_DEADLINE_MS } from "../../app/features/analysis/insights/analyse-off-thread";
import { HOSTILE_TEXT_SHAPES } from "@keystone/site-audit/fixtures";
import type { CrawledPage } from "../../app/features/analysis/model/types";
import { referenceHost } from "./cpu-calibration";
import { RAW_HTML_BYTES, withRawHtml } from "./full-document-site";
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

/**
 * Wall time and this process's CPU time (user + system) of one piece of work. On a shared host
 * the wall time includes the time spent waiting for a core; the CPU time is what the work cost.
 */
async function measured(work: () => Promise<unknown>): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const wallMs = await timed(work);
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (user + system) / 1000 };
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
const wall = sites.map(() => [] as number[]);
const cpu = sites.map(() => [] as number[]);
const totals = { wall: [] as number[], cpu: [] as number[] };
for (let run = 0; run < RUNS; run++) {
  let wallTotal = 0;
  let cpuTotal = 0;
  for (const [index, site] of sites.entries()) {
    const { wallMs, cpuMs } = await measured(() => analyseCrawl(site.pages, `${site.root}/`));
    wall[index]?.push(wallMs);
    cpu[index]?.push(cpuMs);
    wallTotal += wallMs;
    cpuTotal += cpuMs;
  }
  totals.wall.push(wallTotal);
  totals.cpu.push(cpuTotal);
}
const row = (name: string, wallMs: number, cpuMs: number) =>
  `  ${name.padEnd(32)} wall ${wallMs.toFixed(1).padStart(7)} ms   CPU ${cpuMs.toFixed(1).padStart(7)} ms`;
for (const [index, site] of sites.entries()) {
  console.info(row(site.root, median(wall[index] ?? []), median(cpu[index] ?? [])));
}
const totalWall = median(totals.wall);
console.info(row("all three sites", totalWall, median(totals.cpu)));
// Lighthouse's index follows the speed one thread gets, so time scales with its inverse.
const onReference = (totalWall * benchmarkIndex) / referenceHost.benchmarkIndex;
console.info(
  `  goal: under ${GOAL_MS} ms in the worker. Here: ${totalWall.toFixed(0)} ms wall (${totalWall < GOAL_MS ? "met" : "not met"}); ` +
    `scaled to the reference host of cpu-calibration.ts (benchmarkIndex ${referenceHost.benchmarkIndex}): about ${onReference.toFixed(0)} ms (${onReference < GOAL_MS ? "met" : "not met"}).`,
);

// Issue 35: "Full document" and "Compare with the sitemap" on. Each page also carries its
// document as served (rawHtml, 60 KB), and the audit gets the sitemap's URLs, through the very
// options the findings worker builds (`auditOptionsOf`).
const fullSites = sites.map((site) => ({
  root: site.root,
  pages: withRawHtml(site.pages, site.root),
  sitemap: site.pages.map((page) => String(page.metadata?.sourceURL ?? "")),
}));
const rawBytes =
  fullSites
    .flatMap((site) => site.pages)
    .reduce((sum, page) => sum + String(page.rawHtml).length, 0) /
  (SITES.length * PAGES);
console.info(
  `\nWith Full document and the sitemap: ${SITES.length} sites × ${PAGES} pages, rawHtml of ${(rawBytes / 1000).toFixed(1)} KB each (goal ${RAW_HTML_BYTES / 1000} KB) beside the html and markdown, ${PAGES} sitemap URLs, median of ${RUNS} runs:`,
);
const fullWall = fullSites.map(() => [] as number[]);
const fullCpu = fullSites.map(() => [] as number[]);
for (let run = 0; run < RUNS; run++) {
  for (const [index, site] of fullSites.entries()) {
    const request = { pages: site.pages, startUrl: `${site.root}/`, sitemap: site.sitemap };
    const { wallMs, cpuMs } = await measured(() =>
      auditPages(request.pages, auditOptionsOf(request)),
    );
    fullWall[index]?.push(wallMs);
    fullCpu[index]?.push(cpuMs);
  }
}
const perSite = fullSites.map((_, index) => median(fullWall[index] ?? []));
for (const [index, site] of fullSites.entries()) {
  console.info(row(site.root, perSite[index] ?? Number.NaN, median(fullCpu[index] ?? [])));
}
const slowest = Math.max(...perSite);
console.info(
  `  goal: under ${GOAL_MS} ms per site in the worker. Here: slowest site ${slowest.toFixed(0)} ms wall (${slowest < GOAL_MS ? "met" : "not met"}); ` +
    `scaled to the reference host: about ${((slowest * benchmarkIndex) / referenceHost.benchmarkIndex).toFixed(0)} ms.`,
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

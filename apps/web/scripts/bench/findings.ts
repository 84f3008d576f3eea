/**
 * `pnpm --filter @keystone/web bench:findings`: how long the analysis tool's findings and page
 * digests take for a crawl of 100 pages of 50 KB (markdown and html each), and for one page of
 * 1 MiB of each shape of hostile text (`HOSTILE_TEXT_SHAPES`) at two sizes, so that a linear scan
 * shows as about twice the time for twice the text. In the browser this runs in a Web Worker with
 * a deadline, so it never blocks the page; the figures say how long a user waits for it.
 */
import { performance } from "node:perf_hooks";
import { analyseCrawl } from "../../app/features/analysis/insights/analyse-crawl";
import { ANALYSIS_DEADLINE_MS } from "../../app/features/analysis/insights/analyse-off-thread";
import { computeFindings } from "../../app/features/analysis/insights/findings";
import { HOSTILE_TEXT_SHAPES } from "../../app/features/analysis/insights/hostile-text.fixture";
import type { CrawledPage } from "../../app/features/analysis/model/types";

const PAGES = 100;
const PAGE_BYTES = 50_000;
const RUNS = 5;
const MIB = 1024 * 1024;
const root = "https://moving.example.com";

function makePage(index: number): CrawledPage {
  const url = index === 0 ? `${root}/` : `${root}/page-${index}`;
  const children = [2 * index + 1, 2 * index + 2].filter((child) => child < PAGES);
  const links = children
    .map((child) => `<a href="${root}/page-${child}">Page ${child}</a>`)
    .join("");
  const sentence = `Moving made simple for page ${index}, with crews, quotes and storage. `;
  const text = sentence.repeat(Math.ceil(PAGE_BYTES / sentence.length)).slice(0, PAGE_BYTES);
  return {
    markdown: `# Page ${index}\n\n${text}`,
    html: `<main><h1>Page ${index}</h1><p>${text}</p>${links}</main>`,
    metadata: { title: `Page ${index}`, description: "Moving", sourceURL: url, statusCode: 200 },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function medianMs(work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

const pages = Array.from({ length: PAGES }, (_, index) => makePage(index));
const findingsMs = await medianMs(() => computeFindings(pages, `${root}/`));
const analysisMs = await medianMs(() => analyseCrawl(pages, `${root}/`));

console.info(`${PAGES} pages of ${PAGE_BYTES / 1000} KB, median of ${RUNS} runs:`);
console.info(`  findings:                 ${findingsMs.toFixed(1)} ms`);
console.info(`  findings + SHA-256 pages: ${analysisMs.toFixed(1)} ms`);

console.info(
  `\nOne page of hostile text as its markdown and its html, findings + SHA-256, median of ${RUNS} runs:`,
);
const hostilePage = (text: string): CrawledPage => ({
  markdown: text,
  html: text,
  metadata: { title: "Hostile", sourceURL: `${root}/`, statusCode: 200 },
});
const shapes = Object.entries(HOSTILE_TEXT_SHAPES);
const nameWidth = Math.max(...shapes.map(([name]) => name.length));
for (const [name, shape] of shapes) {
  const figures: string[] = [];
  for (const bytes of [MIB, 2 * MIB]) {
    const page = hostilePage(shape(bytes));
    const ms = await medianMs(() => analyseCrawl([page], `${root}/`));
    figures.push(`${bytes / MIB} MiB: ${ms.toFixed(1).padStart(7)} ms`);
  }
  console.info(`  ${name.padEnd(nameWidth)}  ${figures.join("   ")}`);
}
console.info(`\nThe worker is stopped after ${ANALYSIS_DEADLINE_MS / 1000} s.`);

/**
 * `pnpm --filter @keystone/web bench:findings`: how long the analysis tool's findings and page
 * digests take for a crawl of 100 pages of 50 KB (markdown and html each). In the browser this runs
 * in a Web Worker, so it never blocks the page; the figure says how long a user waits for it.
 */
import { performance } from "node:perf_hooks";
import { analyseCrawl } from "../../app/features/analysis/insights/analyse-crawl";
import { computeFindings } from "../../app/features/analysis/insights/findings";
import type { CrawledPage } from "../../app/features/analysis/model/types";

const PAGES = 100;
const PAGE_BYTES = 50_000;
const RUNS = 5;
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

const pages = Array.from({ length: PAGES }, (_, index) => makePage(index));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const findingsMs: number[] = [];
const analysisMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let start = performance.now();
  computeFindings(pages, `${root}/`);
  findingsMs.push(performance.now() - start);
  start = performance.now();
  await analyseCrawl(pages, `${root}/`);
  analysisMs.push(performance.now() - start);
}

console.info(`${PAGES} pages of ${PAGE_BYTES / 1000} KB, median of ${RUNS} runs:`);
console.info(`  findings:                 ${median(findingsMs).toFixed(1)} ms`);
console.info(`  findings + SHA-256 pages: ${median(analysisMs).toFixed(1)} ms`);

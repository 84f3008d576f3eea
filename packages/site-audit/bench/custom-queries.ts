/**
 * `pnpm --filter @keystone/site-audit exec tsx bench/custom-queries.ts`: what custom search and
 * extraction cost an audit, as `bench:findings` sizes a crawl: 100 pages of 60 KB (rawHtml and
 * html), audited without queries, then with 10 searches (texts and expressions over the three
 * scopes) and 10 extractions. Figures, not verdicts: the median of five runs, with the load.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { auditPages } from "../src/analysis/audit-pages";
import type { CustomQueries } from "../src/custom/types";
import type { CrawledPage } from "../src/document";

const ROOT = "https://bench.example.com";
const PAGES = 100;
const PAGE_BYTES = 60 * 1024;
const RUNS = 5;

function page(index: number): CrawledPage {
  const links = Array.from({ length: 20 }, (_, at) => `<a href="/p${at}">Page ${at}</a>`).join(" ");
  const paragraphs: string[] = [];
  let size = 0;
  for (let at = 0; size < PAGE_BYTES - 2000; at++) {
    const paragraph = `<p class="copy">Paragraph ${at} of page ${index}: movers pack, crate and carry for you; call 0800 ${100 + (at % 900)} 456 or email office@bench.example.com. <span class="price" data-sku="S${at}">£${at}.00</span></p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  const body = `<header><nav>${links}</nav></header><main><h1>Page ${index}</h1>${paragraphs.join("\n")}</main><footer>© Bench</footer>`;
  return {
    markdown: `# Page ${index}`,
    html: `<html><body>${body}</body></html>`,
    rawHtml: `<!doctype html><html lang="en"><head><title>Page ${index}</title><meta name="author" content="Bench"><script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}</body></html>`,
    metadata: { sourceURL: `${ROOT}/p${index}`, statusCode: 200, title: `Page ${index}` },
  };
}

const QUERIES: CustomQueries = {
  searches: [
    { name: "phone", text: "0800 123 456" },
    { name: "phone text", text: "0800 123 456", in: "text" },
    { name: "phone content", regex: "0800\\s?[0-9]{3}\\s?[0-9]{3}", in: "content" },
    { name: "email", regex: "[a-z]+@[a-z.]+", in: "text" },
    { name: "old brand", text: "OldCo", ignoreCase: true, in: "text" },
    { name: "no banner", mode: "does-not-contain", text: "cookie-banner" },
    { name: "ga", regex: "gtag\\(|google-analytics", in: "html" },
    { name: "price", regex: "£[0-9]+\\.[0-9]{2}", in: "content" },
    { name: "lorem", regex: "(?i)lorem ipsum", in: "content" },
    { name: "todo", mode: "does-not-contain", text: "TODO", in: "text" },
  ],
  extractions: [
    { name: "title", selector: "head > title" },
    { name: "author", selector: "meta[name=author]", attribute: "content" },
    { name: "h1", selector: "main h1" },
    { name: "prices", selector: "span.price" },
    { name: "skus", selector: ".price", attribute: "data-sku" },
    { name: "nav links", selector: "nav a", attribute: "href" },
    { name: "json-ld", selector: 'script[type="application/ld+json"]' },
    { name: "first para", selector: "main > p:first-of-type", value: "inner-html" },
    { name: "footer", selector: "footer" },
    { name: "has price", selector: "p:has(> .price)" },
  ],
};

async function timeAudit(pages: CrawledPage[], custom?: CustomQueries): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await auditPages(pages, { startUrl: `${ROOT}/p0`, ...(custom ? { custom } : {}) });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
}

const pages = Array.from({ length: PAGES }, (_, index) => page(index));
const load = () => os.loadavg()[0]?.toFixed(1);
console.info(`Node ${process.version}, ${PAGES} pages of ${PAGE_BYTES / 1024} KB, load ${load()}`);
const plain = await timeAudit(pages);
const custom = await timeAudit(pages, QUERIES);
console.info(`without queries: ${plain.toFixed(0)} ms (${(plain / PAGES).toFixed(2)} ms a page)`);
console.info(
  `with 10 searches and 10 extractions: ${custom.toFixed(0)} ms (${(custom / PAGES).toFixed(2)} ms a page), +${((custom - plain) / PAGES).toFixed(2)} ms a page; load ${load()}`,
);

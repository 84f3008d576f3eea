import { describe, expect, it } from "vitest";
import {
  ITEMS_KEPT_PER_ISSUE,
  ITEMS_KEPT_PER_RECORD,
  URL_CHARS_KEPT,
  analyseCrawl,
} from "@keystone/site-audit";
import type { CrawledPage } from "../model/types";
import { toCrawlRecord } from "./crawl-record";
import { HISTORY_BYTES_CAP, fitsHistory } from "./retention";

const root = "https://moving.example.com";
const MIB = 1024 * 1024;

/**
 * 100 pages as a hostile site serves them: one title of 1 MiB on every page, addresses of 5,000
 * characters, and 50 pages that each link to the 50 others, which all answer 404.
 */
function hostileCrawl(): CrawledPage[] {
  const title = "T".repeat(MIB);
  const path = (index: number) => `/${"p".repeat(5_000)}-${index}`;
  const broken = Array.from({ length: 50 }, (_, index) => `<a href="${path(50 + index)}">x</a>`);
  return Array.from({ length: 100 }, (_, index) => ({
    markdown: "A page.",
    html: index < 50 ? broken.join("") : "<p>Gone</p>",
    metadata: { title, sourceURL: `${root}${path(index)}`, statusCode: index < 50 ? 200 : 404 },
  }));
}

describe("a crawl as the history keeps it", () => {
  it("cuts crawled text and long issues, so one record stays under the history's cap", async () => {
    const analysis = await analyseCrawl(hostileCrawl(), `${root}${"/"}`);
    const record = toCrawlRecord("moving", 1, analysis);

    expect(record.bytes).toBeLessThan(HISTORY_BYTES_CAP);
    expect(fitsHistory(record)).toBe(true);
    expect(record.pages).toHaveLength(100);
    for (const page of record.pages) {
      expect(page.title.length).toBeLessThanOrEqual(300);
      expect(page.url.length).toBeLessThanOrEqual(URL_CHARS_KEPT);
      expect(page.key.length).toBeLessThanOrEqual(URL_CHARS_KEPT);
    }
    const broken = record.issues.find((issue) => issue.id === "broken-links");
    expect(broken?.items).toHaveLength(ITEMS_KEPT_PER_ISSUE);
    expect(broken?.total).toBe(50 * 50);
    let kept = 0;
    for (const issue of record.issues) {
      for (const item of issue.items) {
        kept++;
        expect("detail" in item && item.detail.length).toBeLessThanOrEqual(300);
        expect(item.url.length).toBeLessThanOrEqual(URL_CHARS_KEPT);
        expect("target" in item ? (item.target ?? "").length : 0).toBeLessThanOrEqual(
          URL_CHARS_KEPT,
        );
      }
    }
    expect(kept).toBeLessThanOrEqual(ITEMS_KEPT_PER_RECORD);
    expect(record.catalogueVersion).toBe(analysis.audit.catalogueVersion);
    expect(record.checks).toHaveLength(analysis.audit.checksRun);
    expect(record.bytes).toBe(JSON.stringify({ ...record, bytes: undefined }).length * 2);
  });

  it("keeps an ordinary crawl whole", async () => {
    const pages = [
      {
        markdown: "# Home",
        metadata: { title: "Home", description: "Hi", sourceURL: `${root}/`, statusCode: 200 },
      },
    ];
    const record = toCrawlRecord("moving", 1, await analyseCrawl(pages, `${root}/`));
    expect(record.pages).toEqual([
      {
        key: root,
        url: `${root}/`,
        title: "Home",
        description: "Hi",
        status: 200,
        h1: "Home",
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(record.issues.every((issue) => issue.total === issue.items.length)).toBe(true);
  });
});

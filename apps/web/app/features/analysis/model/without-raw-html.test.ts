import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { downloadContent, formatPageJson, hasRawHtml, withoutRawHtml } from "./format-result";
import type { CrawledPage, SiteCrawlResult } from "./types";

const [site] = siteConfig.analysedSites;
if (!site) throw new Error("no analysed site");

const full: CrawledPage = {
  markdown: "# Hello",
  html: "<h1>Hello</h1>",
  rawHtml:
    '<!DOCTYPE html><html><head><link rel="canonical" href="/"></head><body><h1>Hello</h1></body></html>',
  metadata: { sourceURL: "https://example.com/", statusCode: 200 },
};
const plain: CrawledPage = {
  markdown: "# Other",
  metadata: { sourceURL: "https://example.com/b" },
};

describe("the JSON box and download without raw HTML", () => {
  it("leaves rawHtml out of every page, keeping every other field and the page itself", () => {
    const pages = [full, plain];
    const shown = withoutRawHtml(pages);
    expect(shown).toEqual([
      { markdown: full.markdown, html: full.html, metadata: full.metadata },
      plain,
    ]);
    expect(shown[1]).toBe(plain);
    expect(full.rawHtml).toBeDefined();
    expect(hasRawHtml(pages)).toBe(true);
    expect(hasRawHtml(shown)).toBe(false);
    expect(formatPageJson(shown, 0)).not.toContain("rawHtml");
  });

  it("gives back the very array of a crawl that never asked for rawHtml, so nothing is copied", () => {
    const pages = [plain];
    expect(withoutRawHtml(pages)).toBe(pages);
  });

  it("downloads without rawHtml unless asked, with it when asked", () => {
    const result: SiteCrawlResult = {
      status: "completed",
      completed: 2,
      creditsUsed: 2,
      data: [full, plain],
    };
    const without = JSON.parse(downloadContent(site, result)) as { data: CrawledPage[] };
    expect(without.data).toHaveLength(2);
    expect(without.data.some((page) => "rawHtml" in page)).toBe(false);
    expect(without.data[0]?.html).toBe(full.html);
    const withRaw = JSON.parse(downloadContent(site, result, { includeRawHtml: true })) as {
      data: CrawledPage[];
    };
    expect(withRaw.data[0]?.rawHtml).toBe(full.rawHtml);
  });
});

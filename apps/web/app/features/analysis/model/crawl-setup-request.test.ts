import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { DEFAULT_CRAWL_OPTIONS } from "./crawl-options";
import { NO_CUSTOM_QUERIES } from "./custom-queries";
import { ProviderUnavailableError } from "./errors";
import { resultOf, scriptedProvider } from "./fake-crawl-provider";
import { runCrawl } from "./run-crawl";
import type { CrawlSetup } from "./crawl-options";

const [first] = siteConfig.analysedSites;
if (!first) throw new Error("no analysed site");
const site = first;

function crawlWith(provider: ReturnType<typeof scriptedProvider>, setup?: CrawlSetup) {
  return runCrawl({
    provider: provider.create("fc-key"),
    url: site.url,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ...(setup ? { setup } : {}),
  });
}

const search = {
  name: "Phone",
  mode: "contains",
  kind: "text",
  scope: "content",
  expression: "555",
} as const;

describe("what a crawl asks with the switches and custom queries", () => {
  it("with both switches off asks exactly the spec's formats and makes no other call", async () => {
    const provider = scriptedProvider({ jobs: [{ outcome: resultOf(2) }], sitemap: ["x"] });
    const result = await crawlWith(provider, {
      options: DEFAULT_CRAWL_OPTIONS,
      custom: NO_CUSTOM_QUERIES,
    });
    const crawls = provider.calls.filter((call) => call.method === "crawl");
    expect(crawls).toMatchObject([{ request: { limit: 100, formats: ["markdown", "html"] } }]);
    expect(provider.calls.some((call) => call.method === "sitemapUrls")).toBe(false);
    expect(result).not.toHaveProperty("sitemap");
    expect(result).not.toHaveProperty("custom");
  });

  it("with Full document adds rawHtml; with the sitemap makes one map call for the site and keeps its URLs; the custom queries travel with the result", async () => {
    const urls = [`${site.url}/`, `${site.url}/orphan`];
    const provider = scriptedProvider({ jobs: [{ outcome: resultOf(2) }], sitemap: urls });
    const custom = { searches: [search], extractions: [] };
    const result = await crawlWith(provider, {
      options: { fullDocument: true, compareSitemap: true },
      custom,
    });
    expect(provider.calls.find((call) => call.method === "crawl")).toMatchObject({
      request: { formats: ["markdown", "html", "rawHtml"] },
    });
    expect(provider.calls.filter((call) => call.method === "sitemapUrls")).toEqual([
      { method: "sitemapUrls", url: site.url },
    ]);
    expect(result.sitemap).toEqual({ urls });
    expect(result.custom).toEqual(custom);
    expect(result.data).toHaveLength(2);
  });

  it("keeps the crawl when the map fails, and says why", async () => {
    const provider = scriptedProvider({
      jobs: [{ outcome: resultOf(3) }],
      failWith: { sitemapUrls: new ProviderUnavailableError("Could not reach the provider") },
    });
    const result = await crawlWith(provider, {
      options: { fullDocument: false, compareSitemap: true },
      custom: NO_CUSTOM_QUERIES,
    });
    expect(result.data).toHaveLength(3);
    expect(result.sitemap).toEqual({ error: "Could not reach the provider" });
  });
});

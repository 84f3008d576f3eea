import Firecrawl, { type CrawlJob } from "@keystone/crawl-client";
import { z } from "zod";

const firecrawl = new Firecrawl({ apiKey: "fc-YOUR-KEY" });

// Object formats: a zod 4 schema is sent as JSON Schema.
const page = await firecrawl.scrape("https://example.com", {
  formats: ["markdown", { type: "json", schema: z.object({ title: z.string() }) }],
});
console.info(page.markdown?.length, page.json);

const { web } = await firecrawl.search("firecrawl", { limit: 3, sources: ["web"] });
const { links } = await firecrawl.map("https://example.com", { sitemap: "include" });
console.info(web?.length, links[0]?.url, links[0]?.title);

// Waits with progress; `timeout` is in seconds, as the reference takes it.
const crawl: CrawlJob = await firecrawl.crawl("https://example.com", {
  limit: 50,
  crawlEntireDomain: true,
  timeout: 600,
  onProgress: ({ status, completed, total }) => console.info(status, `${completed}/${total}`),
});
console.info(crawl.data.length);

// A batch is watched over HTTP (the API has no batch socket), a crawl over its socket.
const { id } = await firecrawl.startBatchScrape(["https://example.com", "https://example.org"]);
const watcher = firecrawl.watcher(id, { kind: "batch" });
watcher.on("document", (document) => console.info(document.metadata?.sourceURL));
await watcher.start();

// The v1 client, unchanged, is under .v1.
const v1 = await firecrawl.v1.scrapeUrl("https://example.com");
console.info(v1.markdown?.length);

import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

// Starts the crawl, polls every max(pollInterval, 2) s until it completes (or maxWait passes),
// follows every `next` page and returns all documents.
const crawl = await app.crawlUrl("https://example.com", {
  limit: 100,
  scrapeOptions: { formats: ["markdown", "html"] },
});
console.info(crawl.status, crawl.completed, crawl.creditsUsed, crawl.data.length);

// Or start it, keep the id, and look later.
const { id } = await app.asyncCrawlUrl("https://example.com", { limit: 10 });
const status = await app.checkCrawlStatus(id);
const errors = await app.checkCrawlErrors(id);
console.info(status.status, errors.errors.length);
await app.cancelCrawl(id);

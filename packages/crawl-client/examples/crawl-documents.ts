import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

// Documents arrive as the crawl finds them, one results page (100 documents unless `pageSize`
// says otherwise) in memory at a time.
const { id } = await app.asyncCrawlUrl("https://example.com", { limit: 10_000 });
for await (const document of app.crawlDocuments(id)) {
  console.info(document.metadata?.sourceURL);
}

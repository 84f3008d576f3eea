import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const urls = ["https://example.com/a", "https://example.com/b"];
const batch = await app.batchScrapeUrls(urls, { formats: ["markdown"] });
console.info(batch.data.length);

const started = await app.asyncBatchScrapeUrls(
  [...urls, "not a url"],
  {},
  undefined,
  undefined,
  true,
);
console.info(started.invalidURLs);
for await (const document of app.batchScrapeDocuments(started.id))
  console.info(document.markdown?.length);
const { errors } = await app.checkBatchScrapeErrors(started.id);
console.info(errors);

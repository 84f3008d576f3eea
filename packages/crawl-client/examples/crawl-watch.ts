import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const watcher = await app.crawlUrlAndWatch("https://example.com", { limit: 20 });
watcher.addEventListener("document", (event) => console.info(event.detail.metadata?.sourceURL));
watcher.addEventListener("done", (event) =>
  console.info(`done: ${event.detail.data.length} documents`),
);
watcher.addEventListener("error", (event) =>
  console.error(event.detail.error, event.detail.data.length),
);

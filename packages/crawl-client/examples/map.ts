import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const { links = [] } = await app.mapUrl("https://example.com", { limit: 100 });
console.info(`${links.length} links`);

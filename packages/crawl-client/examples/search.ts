import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

// Defaults: limit 5, lang "en", country "us", timeout 60 000 ms.
const results = await app.search("light gauge steel framing", { limit: 3 });
for (const result of results.data) console.info(result.url, result.title);

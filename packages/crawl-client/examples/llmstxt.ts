import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const generated = await app.generateLLMsText("https://example.com", { maxUrls: 5 });
console.info(generated.data.llmstxt);

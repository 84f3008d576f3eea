import { FirecrawlApp } from "@keystone/crawl-client";
import { z } from "zod";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const page = await app.scrapeUrl("https://example.com", { formats: ["markdown", "html"] });
console.info(page.markdown);

// A zod 4 schema is sent as JSON Schema, and the result is typed from it.
const product = await app.scrapeUrl("https://example.com/product", {
  formats: ["json"],
  jsonOptions: { schema: z.object({ name: z.string(), price: z.number() }) },
});
console.info(product.json?.price);

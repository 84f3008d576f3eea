import { FirecrawlApp } from "@keystone/crawl-client";
import { z } from "zod";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const result = await app.extract(["https://example.com/*"], {
  prompt: "The company's name and its services",
  schema: z.object({ name: z.string(), services: z.array(z.string()) }),
});
console.info(result.data.name, result.data.services);

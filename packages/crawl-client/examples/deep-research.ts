import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

const research = await app.deepResearch(
  "Which home services are most resistant to recessions?",
  { maxDepth: 3, timeLimit: 120 },
  (activity) => console.info(activity.message),
  (source) => console.info(source.url),
);
console.info(research.data.finalAnalysis);

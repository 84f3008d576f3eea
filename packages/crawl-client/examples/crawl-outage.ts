import { FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });

// Rides out five minutes of a provider that does not answer, then ends with the last error.
const crawl = await app.crawlUrl("https://example.com", { limit: 10 }, undefined, undefined, {
  watch: false,
  outage: {
    patienceMs: 5 * 60_000,
    onUnanswered: ({ since }) => console.warn(`No answer since ${new Date(since).toISOString()}`),
    onAnswered: () => console.warn("The provider answers again"),
  },
});
console.info(`${crawl.data.length} pages`);

import { AbortedError, FirecrawlApp } from "@keystone/crawl-client";

const app = new FirecrawlApp({ apiKey: "fc-YOUR-KEY" });
const stop = new AbortController();
const running = new Set<string>();

try {
  const crawl = await app.crawlUrl("https://example.com", { limit: 100 }, 2, undefined, {
    signal: stop.signal,
    maxWait: 10 * 60_000,
    // The job's id as soon as the provider has started it, before the first status check.
    onStarted: (id) => running.add(id),
    // Over the crawl's WebSocket as documents arrive (HTTP polling where there is none, or with
    // `watch: false`); the last call has the final status.
    onProgress: ({ status, completed, total }) => console.info(status, `${completed}/${total}`),
    // Whatever ends the wait before the job (the signal, maxWait, failing checks) cancels it.
    cancelOnAbandon: true,
  });
  console.info(crawl.data.length, crawl.creditsUsed);
} catch (error) {
  if (!(error instanceof AbortedError)) throw error;
  console.info("stopped; the job was cancelled at the provider");
}

import { CrawlWatcher } from "@keystone/crawl-client";
import type { PageDocument } from "../output/page.js";

/** The app a CrawlWatcher watches with: a v1 or v2 client of the SDK. */
export type WatchingClient = ConstructorParameters<typeof CrawlWatcher>[1];

export interface WatchedCrawl {
  documents: AsyncGenerator<PageDocument>;
  /** The crawl's page count as the provider last told it. */
  total(): number | undefined;
}

/**
 * A crawl's documents as they are scraped, over the crawl's WebSocket: each once, whatever the
 * server's paging, and finished over HTTP by the SDK if the socket is lost, falls silent, or says
 * `done` before the crawl has (the newest server's start race). The watcher keeps none of them
 * (`retain: false`), so the crawl is never held in memory; leaving the loop closes it.
 */
export function watchCrawl(
  client: WatchingClient,
  jobId: string,
  options: { signal: AbortSignal; pollInterval?: number },
): WatchedCrawl {
  const watcher = new CrawlWatcher(jobId, client, {
    kind: "crawl",
    retain: false,
    signal: options.signal,
    ...(options.pollInterval === undefined ? {} : { pollInterval: options.pollInterval }),
  });
  return {
    documents: watcher[Symbol.asyncIterator]() as AsyncGenerator<PageDocument>,
    total: () => watcher.total,
  };
}

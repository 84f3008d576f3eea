import { CrawlWatcher } from "@keystone/crawl-client";
import type { PageDocument } from "../output/page.js";

/**
 * Counts what is pushed without keeping it. The SDK's CrawlWatcher keeps every document in
 * `data` and resumes over HTTP from `data.length`; the CLI writes each document as it arrives and
 * must not hold the crawl in memory, so it gives the watcher this list instead: the count (and so
 * the resume point) stays right, the documents are released. The SDK has no watch that does not
 * keep its documents (reported to the SDK's owners); this is the one place that works around it.
 */
class CountOnly<T> extends Array<T> {
  override push(...items: T[]): number {
    this.length += items.length;
    return this.length;
  }
}

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
 * `done` before the crawl has (the newest server's start race). One document at a time is held.
 */
export function watchCrawl(
  client: WatchingClient,
  jobId: string,
  options: { signal: AbortSignal; pollInterval?: number; maxWait?: number },
): WatchedCrawl {
  const watcher = new CrawlWatcher(jobId, client, {
    kind: "crawl",
    signal: options.signal,
    ...(options.pollInterval === undefined ? {} : { pollInterval: options.pollInterval }),
    ...(options.maxWait === undefined ? {} : { maxWait: options.maxWait }),
  });
  watcher.data = new CountOnly();
  const queue: PageDocument[] = [];
  let ended: { error?: unknown } | undefined;
  let wake: (() => void) | undefined;
  const signalled = () => {
    wake?.();
    wake = undefined;
  };
  watcher.addEventListener("document", (event) => {
    const { id: _jobId, ...document } = event.detail;
    queue.push(document as PageDocument);
    signalled();
  });
  watcher.addEventListener("done", () => {
    ended = {};
    signalled();
  });
  watcher.addEventListener("error", (event) => {
    ended = { error: watcher.failure ?? new Error(event.detail.error) };
    signalled();
  });
  async function* documents(): AsyncGenerator<PageDocument> {
    try {
      for (;;) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (ended !== undefined) {
          if ("error" in ended) throw ended.error;
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      watcher.close();
    }
  }
  return { documents: documents(), total: () => watcher.total };
}

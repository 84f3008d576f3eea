// Crawls of one client through the emulator while it injects faults, all at once in this process.
// Each crawl's outcome is reported as soon as it ends; the parent kills whatever still runs at its
// deadline (the reference has no deadline of its own and can poll forever).
import {
  describeError,
  ourClient,
  ourV2Client,
  referenceClient,
  referenceV2Client,
} from "../lib/clients.js";
import { DocumentCounter, type DocumentTally, isIntact } from "../lib/documents.js";
import { report } from "../lib/worker.js";

export type FaultClient =
  | "reference"
  | "ours-all"
  | "ours-iterate"
  | "reference-watch"
  | "ours-watch"
  | "reference-v2"
  | "ours-v2"
  | "reference-v2-watch"
  | "ours-v2-watch";

export interface FaultCrawlResult {
  run: number;
  /**
   * `complete`: every document exactly once; `incomplete`: returned as a success without them;
   * `no-final-event`: a watcher that sent neither `done` nor `error` in time.
   */
  outcome: "complete" | "incomplete" | "error" | "no-final-event";
  tally: DocumentTally;
  error?: { name: string; message: string };
  wallMs: number;
}

const [client, apiUrl, siteUrl, pagesText, runsText, maxWaitText, watchWaitText] =
  process.argv.slice(2) as [FaultClient, string, string, string, string, string, string];
const pages = Number(pagesText);
const maxWait = Number(maxWaitText);

/** Neither `done` nor `error` arrived in time: the watcher would have left its caller waiting. */
class NoFinalEvent extends Error {}

interface Watcher {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** Counts a watcher's `document` events until its final event, or gives up waiting for one. */
function watch(watcher: Watcher, counter: DocumentCounter): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      watcher.close();
      reject(new NoFinalEvent(`No done or error event within ${watchWaitText} ms`));
    }, Number(watchWaitText));
    const end = (error?: Error) => {
      clearTimeout(timer);
      watcher.close();
      if (error) reject(error);
      else resolve();
    };
    watcher.addEventListener("document", (event) => counter.add((event as CustomEvent).detail));
    watcher.addEventListener("done", () => end());
    watcher.addEventListener("error", (event) =>
      end(new Error(String((event as CustomEvent<{ error: unknown }>).detail.error))),
    );
  });
}

/** The v2 watchers, 4.42.0's and ours: `on("document" | "done" | "error")`, `start()`, `close()`. */
interface V2Watcher {
  on(type: "document", listener: (document: unknown) => void): unknown;
  on(type: "done", listener: (payload: { status?: string; data?: unknown[] }) => void): unknown;
  on(type: "error", listener: (payload: { error?: unknown }) => void): unknown;
  start(): Promise<void>;
  close(): void;
}

/**
 * Counts a v2 watcher's `document` events until `done` (4.42.0 also ends a failed job with `done`;
 * the tally then shows what is missing) or `error`, or gives up waiting for either.
 */
function watchV2(watcher: V2Watcher, counter: DocumentCounter): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      watcher.close();
      reject(new NoFinalEvent(`No done or error event within ${watchWaitText} ms`));
    }, Number(watchWaitText));
    let ended = false;
    const end = (error?: Error) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      watcher.close();
      if (error) reject(error);
      else resolve();
    };
    watcher.on("document", (document) => counter.add(document));
    watcher.on("done", () => end());
    watcher.on("error", (payload) => end(new Error(String(payload.error))));
    void watcher.start();
  });
}

async function crawl(counter: DocumentCounter): Promise<void> {
  switch (client) {
    case "reference": {
      const answer = await referenceClient(apiUrl).crawlUrl(siteUrl, { limit: pages }, 2);
      if (!("data" in answer)) throw new Error(`Returned without data: ${answer.error ?? ""}`);
      counter.addAll(answer.data);
      return;
    }
    case "ours-all": {
      const answer = await ourClient(apiUrl).crawlUrl(siteUrl, { limit: pages }, 2, undefined, {
        maxWait,
      });
      counter.addAll(answer.data);
      return;
    }
    case "ours-iterate": {
      const app = ourClient(apiUrl);
      const { id } = await app.asyncCrawlUrl(siteUrl, { limit: pages }, undefined, { maxWait });
      for await (const document of app.crawlDocuments(id, { pollInterval: 2 }, { maxWait })) {
        counter.add(document);
      }
      return;
    }
    case "reference-watch":
      return watch(
        await referenceClient(apiUrl).crawlUrlAndWatch(siteUrl, { limit: pages }),
        counter,
      );
    case "ours-watch":
      return watch(
        await ourClient(apiUrl).crawlUrlAndWatch(siteUrl, { limit: pages }, undefined, { maxWait }),
        counter,
      );
    case "reference-v2": {
      const job = await referenceV2Client(apiUrl).crawl(siteUrl, { limit: pages, pollInterval: 2 });
      // A job that failed comes back as a snapshot, not an error: the tally shows what it lacks.
      counter.addAll(job.data);
      return;
    }
    case "ours-v2": {
      const job = await ourV2Client(apiUrl).crawl(
        siteUrl,
        { limit: pages, pollInterval: 2 },
        { maxWait },
      );
      counter.addAll(job.data);
      return;
    }
    case "reference-v2-watch": {
      const app = referenceV2Client(apiUrl);
      const { id } = await app.startCrawl(siteUrl, { limit: pages });
      return watchV2(app.watcher(id, { kind: "crawl", pollInterval: 2 }) as V2Watcher, counter);
    }
    case "ours-v2-watch": {
      const app = ourV2Client(apiUrl);
      const { id } = await app.startCrawl(siteUrl, { limit: pages }, { maxWait });
      return watchV2(app.watcher(id, { kind: "crawl", maxWait }) as V2Watcher, counter);
    }
  }
}

async function measured(run: number): Promise<void> {
  const counter = new DocumentCounter();
  const started = performance.now();
  let error: FaultCrawlResult["error"];
  let outcome: FaultCrawlResult["outcome"] | undefined;
  try {
    await crawl(counter);
  } catch (thrown) {
    if (thrown instanceof NoFinalEvent) outcome = "no-final-event";
    else error = describeError(thrown);
  }
  const tally = counter.tally(pages);
  outcome ??= error ? "error" : isIntact(tally) ? "complete" : "incomplete";
  await report({
    run,
    outcome,
    tally,
    wallMs: performance.now() - started,
    ...(error ? { error } : {}),
  } satisfies FaultCrawlResult);
}

await Promise.all(Array.from({ length: Number(runsText) }, (_, run) => measured(run)));

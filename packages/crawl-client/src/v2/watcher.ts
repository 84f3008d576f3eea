import type { RequestOptions } from "../core/config.js";
import { DocumentLedger } from "../jobs/ledger.js";
import { AbortedError } from "../core/errors.js";
import { CrawlWatcher } from "../watcher/crawl-watcher.js";
import { RESUME_DOCUMENTS, type WatchableApp } from "../watcher/websocket.js";
import type { Document } from "./types.js";

export interface WatcherOptions extends RequestOptions {
  /** Default "crawl". A batch is watched over HTTP: the API has no batch socket. */
  kind?: "crawl" | "batch";
  /** Seconds between status checks over HTTP (never under 2). */
  pollInterval?: number;
  /** Longest watch in seconds (the reference's name); `maxWait` in ms wins when both are given. */
  timeout?: number;
  /**
   * Keep every document in `data` and the `done`/`error` payloads, as the reference does. Default
   * true; with false, each document is only told (`on("document")`) and then released.
   */
  retain?: boolean;
}

export interface WatcherEvents {
  document: Document & { id: string };
  done: { status: "completed"; data: Document[]; id: string };
  error: { status: "failed"; data: Document[]; error: string; id: string };
}

/**
 * Streams a crawl's or batch's documents as the reference's `Watcher` does (`on("document" |
 * "done" | "error")`, `start()`, `close()`), on any runtime. A crawl is watched over the API's
 * socket and finished over HTTP if the socket is lost (see CrawlWatcher); a batch over HTTP from
 * the start. Each document is told once; it ends with exactly one `done` or `error`.
 */
export class Watcher extends EventTarget {
  readonly id: string;
  /** Every document told so far, unless built with `retain: false`. */
  data: Document[] = [];
  private readonly app: WatchableApp;
  private readonly options: WatcherOptions;
  private crawlWatcher: CrawlWatcher | undefined;
  private readonly stop = new AbortController();
  private finished = false;

  constructor(app: WatchableApp, jobId: string, options: WatcherOptions = {}) {
    super();
    this.app = app;
    this.id = jobId;
    this.options = options;
  }

  /** The reference's listener style: `listener` gets the event's payload. */
  on<K extends keyof WatcherEvents>(type: K, listener: (payload: WatcherEvents[K]) => void): this {
    this.addEventListener(type, (event) =>
      listener((event as CustomEvent<WatcherEvents[K]>).detail),
    );
    return this;
  }

  /** Starts watching; resolves when the watch ends, with `done` or `error` (as the reference does). */
  start(): Promise<void> {
    const ended = new Promise<void>((resolve) => {
      this.addEventListener("done", () => resolve(), { once: true });
      this.addEventListener("error", () => resolve(), { once: true });
    });
    if (this.options.kind === "batch") void this.watchOverHttp();
    else this.watchCrawl();
    return ended;
  }

  /** Stops watching; the watch ends with `error` unless it had already ended. */
  close(): void {
    this.crawlWatcher?.close();
    this.fail("Watcher closed by the caller");
  }

  private requestOptions(): RequestOptions & { pollInterval?: number } {
    const { kind: _kind, timeout, retain: _retain, ...options } = this.options;
    const maxWait = options.maxWait ?? (timeout === undefined ? undefined : timeout * 1000);
    return { ...options, ...(maxWait === undefined ? {} : { maxWait }) };
  }

  private watchCrawl(): void {
    try {
      // This watcher keeps what it tells (or not): the socket's watcher keeps nothing twice.
      this.crawlWatcher = new CrawlWatcher(this.id, this.app, {
        ...this.requestOptions(),
        kind: "crawl",
        retain: false,
      });
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
      return;
    }
    this.crawlWatcher.addEventListener("document", (event) => {
      const { id: _id, ...document } = event.detail;
      this.emitDocument(document as Document);
    });
    this.crawlWatcher.addEventListener("done", () => this.finish());
    this.crawlWatcher.addEventListener("error", (event) => this.fail(event.detail.error));
  }

  private async watchOverHttp(): Promise<void> {
    const resume = this.app[RESUME_DOCUMENTS];
    const { signal } = this.options;
    if (resume === undefined) {
      this.fail("This client cannot read a job's documents over HTTP");
      return;
    }
    const onAbort = () => this.fail("Watcher aborted by the caller's signal");
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const documents = resume(
        this.id,
        "batch",
        0,
        { ...this.requestOptions(), signal: this.stop.signal },
        new DocumentLedger(),
      );
      for await (const document of documents) {
        if (this.finished) return;
        this.emitDocument(document as Document);
      }
      this.finish();
    } catch (error) {
      if (!(error instanceof AbortedError && this.finished))
        this.fail(error instanceof Error ? error.message : String(error));
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private emitDocument(document: Document): void {
    if (this.options.retain !== false) this.data.push(document);
    this.dispatchEvent(new CustomEvent("document", { detail: { ...document, id: this.id } }));
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.stop.abort();
    this.dispatchEvent(
      new CustomEvent("done", { detail: { status: "completed", data: this.data, id: this.id } }),
    );
  }

  private fail(error: string): void {
    if (this.finished) return;
    this.finished = true;
    this.stop.abort();
    this.dispatchEvent(
      new CustomEvent("error", {
        detail: { status: "failed", data: this.data, error, id: this.id },
      }),
    );
  }
}

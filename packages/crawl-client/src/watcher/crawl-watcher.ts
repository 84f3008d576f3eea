import { DEFAULT_MAX_RESPONSE_BYTES, type RequestOptions } from "../core/config.js";
import {
  AbortedError,
  ConnectionError,
  FirecrawlError,
  InvalidResponseError,
  JobFailedError,
} from "../core/errors.js";
import type { FirecrawlDocument } from "../schemas/document.js";
import type { CrawlStatusResponse, StatusPage } from "../schemas/crawl.js";
import { DocumentLedger } from "../jobs/ledger.js";
import {
  DEFAULT_WATCH_TIMEOUTS,
  RESUME_DOCUMENTS,
  type ResumeDocuments,
  type WatchableApp,
  type WatchedJobKind,
  WATCH_API_VERSION,
  WATCH_MAX_MESSAGE_BYTES,
  WATCH_TIMEOUTS,
  WEB_SOCKET_IMPL,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./websocket.js";
import { exceedsUtf8Bytes } from "./message-size.js";

export type WatchedDocument = FirecrawlDocument<undefined> & { id: string };

export interface CrawlWatcherEvents {
  document: CustomEvent<WatchedDocument>;
  done: CustomEvent<{ status: "completed"; data: FirecrawlDocument<undefined>[]; id: string }>;
  error: CustomEvent<{
    status: "failed";
    data: FirecrawlDocument<undefined>[];
    error: string;
    id: string;
  }>;
}

/** The close code `ws` gives a socket whose message passed `maxPayload`. */
const MESSAGE_TOO_BIG = 1009;

/** The typed errors a watch ends with when the HTTP fallback threw none. */
type FailureKind =
  | typeof FirecrawlError
  | typeof AbortedError
  | typeof ConnectionError
  | typeof InvalidResponseError
  | typeof JobFailedError;

type Listener<E> = ((event: E) => void) | { handleEvent(event: E): void };

interface ServerMessage {
  type?: unknown;
  data?: unknown;
  error?: unknown;
}

/**
 * `signal` closes the watcher (it ends with `error`); `maxWait`, `timeout` and `maxRetries` apply to
 * the HTTP fallback.
 */
export interface CrawlWatcherOptions extends RequestOptions {
  /** Default: the client's (`ws` on Node, the global one elsewhere). */
  WebSocket?: WebSocketConstructor;
  /** Which job the id names; a lost socket is resumed on that job's status route. Default "crawl". */
  kind?: WatchedJobKind;
  /**
   * Finish over HTTP when the socket is lost, does not open in time or falls silent before its
   * final message, and confirm a `done` there. Default true.
   */
  resumeOverHttp?: boolean;
  /** ms the socket may take to open. Default: the client's `watchConnectTimeout` (30 000). */
  connectTimeout?: number;
  /** ms the socket may stay silent. Default: the client's `watchIdleTimeout` (120 000). */
  idleTimeout?: number;
  /** Seconds between status checks when finishing over HTTP (never under 2). Default: the client's. */
  pollInterval?: number;
  /**
   * Keep every document in `data` (and in the `done` and `error` events), as the reference's
   * watcher does. Default true. With false, a document is only told (its `document` event, or
   * `for await` over the watcher) and then released, so a crawl of any size is followed in flat
   * memory; `received` still counts them, and a lost socket is resumed from there.
   */
  retain?: boolean;
}

/**
 * Streams a crawl's documents over the API's WebSocket. Every document received, from the catch-up
 * message or streamed afterwards, is kept in `data`. If the socket is lost before its final message,
 * the watcher carries on over HTTP from the first document it has not seen. The API's socket also
 * says `done` for a job that failed or was cancelled (only the HTTP status tells), so a `done` is
 * confirmed by one status read from that same document, which also picks up any document the
 * socket left out. So nothing is lost or repeated, and a failed job ends with `error`. It always
 * ends with exactly one `done` or `error` event.
 *
 * That confirmation also covers the provider's race at crawl start: a socket opened right after
 * the start can be told `completed` with no documents and `done` before the crawl has begun; the
 * HTTP status then still says the crawl runs, and the watcher follows it to the end. A socket that
 * does not open within `connectTimeout`, or stays silent for `idleTimeout`, is given up the same
 * way as a lost one, and so is a message larger than the client's `maxResponseBytes` (`ws` stops
 * reading it at that size; a browser has it whole, and it is dropped unread). Documents are told
 * apart by `metadata.scrapeId` (see DocumentLedger), so one the socket and HTTP both deliver, or a
 * server whose pages repeat, never reaches `data` twice.
 */
export class CrawlWatcher extends EventTarget {
  readonly id: string;
  status: CrawlStatusResponse["status"] = "scraping";
  /** Every document received, unless the watcher was built with `retain: false`. */
  data: FirecrawlDocument<undefined>[] = [];
  /** The job's page count as last reported (by the catch-up message or the final status read). */
  total: number | undefined;
  /** The last status read over HTTP, when the watch finished there: the job's final counts. */
  finalStatus: StatusPage | undefined;
  /** Why the watch ended with `error`, as the typed error the HTTP fallback threw, when it did. */
  failure: unknown;
  /** Undefined on a runtime without a WebSocket: the watch is over HTTP from the start. */
  private readonly ws: WebSocketLike | undefined;
  private readonly retain: boolean;
  private told = 0;
  /** Why the watch ended with `error`, typed, for `for await` to throw (`failure` comes first). */
  private ending: FirecrawlError | undefined;
  private readonly kind: WatchedJobKind;
  private readonly resumeDocuments: ResumeDocuments | undefined;
  private readonly resumeOptions: RequestOptions;
  /** Stops the HTTP fallback's requests and polling once the watcher has ended, however it ended. */
  private readonly stop = new AbortController();
  private readonly callerSignal: AbortSignal | undefined;
  private readonly onCallerAbort = () =>
    this.fail("Watcher aborted by the caller's signal", AbortedError);
  private finished = false;
  private resuming = false;
  private readonly ledger = new DocumentLedger();
  private readonly idleTimeout: number;
  private readonly maxMessageBytes: number;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(id: string, app: WatchableApp, options: CrawlWatcherOptions = {}) {
    super();
    const {
      WebSocket,
      kind,
      resumeOverHttp,
      signal,
      connectTimeout,
      idleTimeout,
      retain,
      ...requestOptions
    } = options;
    if (signal?.aborted) throw new AbortedError(`Aborted before watching job ${id}.`, 0);
    this.id = id;
    this.kind = kind ?? "crawl";
    this.retain = retain !== false;
    this.resumeDocuments = resumeOverHttp === false ? undefined : app[RESUME_DOCUMENTS];
    this.resumeOptions = { ...requestOptions, signal: this.stop.signal };
    const Impl =
      WebSocket ??
      app[WEB_SOCKET_IMPL] ??
      (globalThis.WebSocket as WebSocketConstructor | undefined);
    this.maxMessageBytes = app[WATCH_MAX_MESSAGE_BYTES] ?? DEFAULT_MAX_RESPONSE_BYTES;
    const timeouts = app[WATCH_TIMEOUTS] ?? DEFAULT_WATCH_TIMEOUTS;
    this.idleTimeout = idleTimeout ?? timeouts.idleTimeout;
    const resumeDocuments = this.resumeDocuments;
    if (Impl === undefined && resumeDocuments === undefined) {
      throw new FirecrawlError(
        "No WebSocket implementation available: pass one as the WebSocket option, or leave resumeOverHttp on to follow the crawl over HTTP",
        0,
      );
    }
    this.callerSignal = signal;
    signal?.addEventListener("abort", this.onCallerAbort, { once: true });
    if (Impl === undefined) {
      // No socket on this runtime (the browser build on Node 20, some edge runtimes): the crawl is
      // followed over HTTP from its first document, as a wait without a socket polls. Begun on a
      // later turn, as a socket's first message would be, so that listeners added right after
      // construction hear everything; a close() before then cancels it.
      this.ws = undefined;
      this.connectTimer = setTimeout(() => {
        if (resumeDocuments !== undefined) void this.resume(resumeDocuments);
      }, 0);
      return;
    }
    const version = app[WATCH_API_VERSION] ?? "v1";
    const url = `${app.apiUrl.replace(/^http/i, "ws")}/${version}/crawl/${encodeURIComponent(id)}`;
    // Browsers cannot set headers on a WebSocket, so the API takes the key as the sub-protocol; a
    // self-hosted server without keys gets none at all (an empty sub-protocol is invalid).
    const ws = new Impl(url, app.apiKey === "" ? undefined : app.apiKey, {
      maxPayload: this.maxMessageBytes,
    });
    this.ws = ws;
    const openWithin = connectTimeout ?? timeouts.connectTimeout;
    this.connectTimer = setTimeout(
      () => this.giveUpSocket(`The WebSocket did not open within ${openWithin} ms`),
      openWithin,
    );
    ws.onopen = () => {
      clearTimeout(this.connectTimer);
      this.armIdleTimer();
    };
    ws.onmessage = (event) => {
      this.armIdleTimer();
      this.onMessage(event.data);
    };
    ws.onclose = (event) => this.onClose(event.code, event.reason);
    // A socket error is always followed by a close, which decides between resuming and failing.
    ws.onerror = () => {
      if (this.resumeDocuments === undefined) this.fail("WebSocket error", ConnectionError);
    };
  }

  override addEventListener<K extends keyof CrawlWatcherEvents>(
    type: K,
    listener: Listener<CrawlWatcherEvents[K]> | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    super.addEventListener(type, listener, options);
  }

  override removeEventListener<K extends keyof CrawlWatcherEvents>(
    type: K,
    listener: Listener<CrawlWatcherEvents[K]> | null,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void {
    super.removeEventListener(type, listener, options);
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    if (this.finished || this.resuming) return;
    this.idleTimer = setTimeout(
      () => this.giveUpSocket(`The WebSocket was silent for ${this.idleTimeout} ms`),
      this.idleTimeout,
    );
  }

  /** Stops listening to a socket that did not open or fell silent, and carries on as if it was lost. */
  private giveUpSocket(message: string): void {
    if (this.finished || this.resuming) return;
    this.lost(message);
    if (!this.finished) this.ws?.close(1000);
  }

  /** Closes the socket; the watcher ends with `error` unless it had already finished. */
  close(): void {
    this.fail("Watcher closed by the caller", AbortedError);
  }

  /** Documents received so far, each once, whether or not `data` keeps them. */
  get received(): number {
    return this.told;
  }

  /**
   * `for await` over the documents as they arrive, each once, over the socket or, once it is
   * lost, over HTTP: the loop ends when the watch does, and throws why it failed (the HTTP
   * fallback's typed error, an AbortedError for the caller's signal or `close()`, a JobFailedError
   * for a job the API says failed). It begins with the documents `data` holds; with
   * `retain: false`, with the next one to arrive after the loop began, so start it right after
   * building the watcher. Leaving the loop early closes the watcher.
   */
  [Symbol.asyncIterator](): AsyncGenerator<FirecrawlDocument<undefined>, void, undefined> {
    // Listening from here, not from the first `next()`, so that nothing arrives unseen between.
    const queue = [...this.data];
    let wake: (() => void) | undefined;
    const onDocument = (event: CustomEvent<WatchedDocument>) => {
      const { id: _jobId, ...document } = event.detail;
      queue.push(document as FirecrawlDocument<undefined>);
      wake?.();
    };
    const onEnd = () => wake?.();
    this.addEventListener("document", onDocument);
    this.addEventListener("done", onEnd);
    this.addEventListener("error", onEnd);
    const stopListening = () => {
      this.removeEventListener("document", onDocument);
      this.removeEventListener("done", onEnd);
      this.removeEventListener("error", onEnd);
      this.close();
    };
    const ended = () => this.finished;
    const failure = () => this.failure ?? this.ending;
    return (async function* () {
      try {
        for (;;) {
          const next = queue.shift();
          if (next !== undefined) yield next;
          else if (ended()) {
            const error = failure();
            if (error === undefined) return;
            throw error;
          } else await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        stopListening();
      }
    })();
  }

  private onMessage(raw: unknown): void {
    // Once HTTP has taken over, a message still on its way would reach `data` out of order.
    if (this.finished || this.resuming) return;
    if (typeof raw !== "string") {
      this.fail(
        "Received a binary WebSocket frame; the API only sends JSON text",
        InvalidResponseError,
      );
      return;
    }
    if (exceedsUtf8Bytes(raw, this.maxMessageBytes)) {
      this.giveUpSocket(
        `A WebSocket message was larger than maxResponseBytes (${this.maxMessageBytes} bytes)`,
      );
      return;
    }
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      this.fail("Received a WebSocket message that is not JSON", InvalidResponseError);
      return;
    }
    this.handle(message);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case "catchup": {
        const status = message.data as
          { status?: CrawlStatusResponse["status"]; data?: unknown; total?: unknown } | undefined;
        if (status?.status) this.status = status.status;
        if (typeof status?.total === "number") this.total = status.total;
        for (const doc of Array.isArray(status?.data) ? status.data : []) this.addDocument(doc);
        break;
      }
      case "document":
        this.addDocument(message.data);
        break;
      case "done":
        if (this.resumeDocuments === undefined) this.finish();
        else void this.resume(this.resumeDocuments);
        break;
      case "error":
        this.fail(
          typeof message.error === "string" ? message.error : "The API reported an error",
          JobFailedError,
        );
        break;
      default:
        // Message types added by later API versions are ignored rather than treated as failures.
        break;
    }
  }

  private addDocument(doc: unknown): void {
    if (typeof doc !== "object" || doc === null) return;
    if (!this.ledger.admit(doc)) return;
    this.emitDocument(doc as FirecrawlDocument<undefined>);
  }

  private emitDocument(document: FirecrawlDocument<undefined>): void {
    this.told += 1;
    if (this.retain) this.data.push(document);
    this.dispatchEvent(new CustomEvent("document", { detail: { ...document, id: this.id } }));
  }

  private onClose(code: number, reason: string): void {
    if (this.finished || this.resuming) return;
    if (reason) {
      try {
        this.handle(JSON.parse(reason) as ServerMessage);
      } catch {
        this.lost(`The WebSocket closed (code ${code}): ${reason}`);
        return;
      }
    }
    if (this.finished || this.resuming) return;
    this.lost(
      code === MESSAGE_TOO_BIG
        ? `The WebSocket closed: a message was larger than maxResponseBytes (${this.maxMessageBytes} bytes)`
        : `The WebSocket closed without a final message (code ${code})`,
    );
  }

  private lost(message: string): void {
    if (this.resumeDocuments === undefined) this.fail(message, ConnectionError);
    else void this.resume(this.resumeDocuments, message);
  }

  /** Reads the rest over HTTP; `lostMessage` says why, when the socket was lost rather than done. */
  private async resume(resumeDocuments: ResumeDocuments, lostMessage?: string): Promise<void> {
    this.resuming = true;
    clearTimeout(this.connectTimer);
    clearTimeout(this.idleTimer);
    try {
      const docs = resumeDocuments(
        this.id,
        this.kind,
        this.received,
        this.resumeOptions,
        this.ledger,
      );
      // The ledger already admitted each of these (resumeDocuments records them there).
      const iterator = docs[Symbol.asyncIterator]();
      for (;;) {
        const step = await iterator.next();
        if (this.finished) {
          await iterator.return?.(undefined);
          return;
        }
        if (step.done === true) {
          this.finalStatus = step.value as StatusPage | undefined;
          if (typeof this.finalStatus?.total === "number") this.total = this.finalStatus.total;
          break;
        }
        this.emitDocument(step.value as FirecrawlDocument<undefined>);
      }
      this.finish();
    } catch (error) {
      this.failure = error;
      const reason = error instanceof Error ? error.message : String(error);
      this.fail(
        lostMessage === undefined ? reason : `${lostMessage}; resuming over HTTP failed: ${reason}`,
      );
    }
  }

  private finish(): void {
    if (this.finished) return;
    this.end();
    this.status = "completed";
    this.dispatchEvent(
      new CustomEvent("done", { detail: { status: "completed", data: this.data, id: this.id } }),
    );
    this.ws?.close(1000);
  }

  /** Ends with `error`; `kind` types what `for await` throws when the HTTP fallback threw nothing. */
  private fail(error: string, kind: FailureKind = FirecrawlError): void {
    if (this.finished) return;
    this.end();
    this.status = "failed";
    this.ending =
      kind === JobFailedError
        ? new JobFailedError(`The ${this.kind} failed or was stopped. Error: ${error}`, {
            jobId: this.id,
            status: "failed",
            statusCode: 0,
          })
        : new (kind as typeof FirecrawlError)(error, 0);
    this.dispatchEvent(
      new CustomEvent("error", {
        detail: { status: "failed", data: this.data, error, id: this.id },
      }),
    );
    this.ws?.close(1000);
  }

  private end(): void {
    this.finished = true;
    clearTimeout(this.connectTimer);
    clearTimeout(this.idleTimer);
    this.stop.abort();
    this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
  }
}

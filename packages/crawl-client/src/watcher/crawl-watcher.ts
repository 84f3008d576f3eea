import { FirecrawlError } from "../core/errors.js";
import type { FirecrawlDocument } from "../schemas/common.js";
import type { CrawlStatusResponse } from "../schemas/crawl.js";
import {
  WEB_SOCKET_IMPL,
  type WatchableApp,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./websocket.js";

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

type Listener<E> = ((event: E) => void) | { handleEvent(event: E): void };

interface ServerMessage {
  type?: unknown;
  data?: unknown;
  error?: unknown;
}

/**
 * Streams a crawl's documents over the API's WebSocket. Every document received, from the catch-up
 * message or streamed afterwards, is kept in `data`; the watcher always ends with exactly one `done`
 * or `error` event, whatever way the socket closes.
 */
export class CrawlWatcher extends EventTarget {
  readonly id: string;
  status: CrawlStatusResponse["status"] = "scraping";
  data: FirecrawlDocument<undefined>[] = [];
  private readonly ws: WebSocketLike;
  private finished = false;

  constructor(id: string, app: WatchableApp, options: { WebSocket?: WebSocketConstructor } = {}) {
    super();
    this.id = id;
    const Impl =
      options.WebSocket ??
      app[WEB_SOCKET_IMPL] ??
      (globalThis.WebSocket as WebSocketConstructor | undefined);
    if (Impl === undefined) {
      throw new FirecrawlError(
        "No WebSocket implementation available: pass one as the WebSocket option",
        0,
      );
    }
    const url = `${app.apiUrl.replace(/^http/i, "ws")}/v1/crawl/${encodeURIComponent(id)}`;
    // Browsers cannot set headers on a WebSocket, so the API takes the key as the sub-protocol; a
    // self-hosted server without keys gets none at all (an empty sub-protocol is invalid).
    this.ws = app.apiKey === "" ? new Impl(url) : new Impl(url, app.apiKey);
    this.ws.onmessage = (event) => this.onMessage(event.data);
    this.ws.onclose = (event) => this.onClose(event.code, event.reason);
    this.ws.onerror = () => this.fail("WebSocket error");
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

  /** Closes the socket; the watcher ends with `error` unless it had already finished. */
  close(): void {
    this.fail("Watcher closed by the caller");
  }

  private onMessage(raw: unknown): void {
    if (this.finished) return;
    if (typeof raw !== "string") {
      this.fail("Received a binary WebSocket frame; the API only sends JSON text");
      return;
    }
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      this.fail("Received a WebSocket message that is not JSON");
      return;
    }
    this.handle(message);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case "catchup": {
        const status = message.data as
          { status?: CrawlStatusResponse["status"]; data?: unknown } | undefined;
        if (status?.status) this.status = status.status;
        for (const doc of Array.isArray(status?.data) ? status.data : []) this.addDocument(doc);
        break;
      }
      case "document":
        this.addDocument(message.data);
        break;
      case "done":
        this.finish();
        break;
      case "error":
        this.fail(typeof message.error === "string" ? message.error : "The API reported an error");
        break;
      default:
        // Message types added by later API versions are ignored rather than treated as failures.
        break;
    }
  }

  private addDocument(doc: unknown): void {
    if (typeof doc !== "object" || doc === null) return;
    const document = doc as FirecrawlDocument<undefined>;
    this.data.push(document);
    this.dispatchEvent(new CustomEvent("document", { detail: { ...document, id: this.id } }));
  }

  private onClose(code: number, reason: string): void {
    if (this.finished) return;
    if (reason) {
      try {
        this.handle(JSON.parse(reason) as ServerMessage);
      } catch {
        this.fail(`The WebSocket closed (code ${code}): ${reason}`);
        return;
      }
    }
    if (!this.finished) this.fail(`The WebSocket closed without a final message (code ${code})`);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.status = "completed";
    this.dispatchEvent(
      new CustomEvent("done", { detail: { status: "completed", data: this.data, id: this.id } }),
    );
    this.ws.close(1000);
  }

  private fail(error: string): void {
    if (this.finished) return;
    this.finished = true;
    this.status = "failed";
    this.dispatchEvent(
      new CustomEvent("error", {
        detail: { status: "failed", data: this.data, error, id: this.id },
      }),
    );
    this.ws.close(1000);
  }
}

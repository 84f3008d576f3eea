import type { SiteRegistry } from "../sites/site-registry.js";
import { crawlProgress, jobDocument, type CrawlJob } from "./crawl-job.js";
import type { WebhookEvent, WebhookTarget } from "./webhook-targets.js";

const MIN_POLL_MS = 5;
const MAX_POLL_MS = 1_000;

/**
 * Delivers a job's webhook events in order, as its pages complete: `started`, one `page` per
 * document, then `completed` or `failed`, with the payloads of the real server.
 */
export class WebhookDispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly sites: SiteRegistry,
    private readonly now: () => number,
    private readonly signal: AbortSignal,
  ) {}

  watch(job: CrawlJob, target: WebhookTarget): void {
    const prefix = job.kind === "batch" ? "batch_scrape" : "crawl";
    let queue = Promise.resolve();
    // Data is built when its turn comes, so a job far ahead of its receiver holds no documents.
    const deliver = (event: WebhookEvent, data: () => unknown[], error?: string): void => {
      if (!target.events.has(event)) return;
      queue = queue.then(() =>
        this.post(target, {
          success: event !== "failed",
          type: `${prefix}.${event}`,
          id: job.id,
          data: data(),
          metadata: target.metadata,
          ...(error === undefined ? {} : { error }),
        }),
      );
    };

    deliver("started", () => []);
    let sent = 0;
    const tick = (): boolean => {
      const progress = crawlProgress(job, this.now());
      for (; sent < progress.completed; sent++) {
        const index = sent;
        deliver("page", () => [jobDocument(job, index, this.sites)]);
      }
      if (progress.status === "scraping") return false;
      if (progress.status === "failed") deliver("failed", () => [], progress.error);
      else deliver("completed", () => []);
      return true;
    };
    if (tick()) return;
    const timer = setInterval(
      () => {
        if (this.signal.aborted || tick()) {
          clearInterval(timer);
          this.timers.delete(timer);
        }
      },
      Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, job.pageIntervalMs)),
    );
    this.timers.add(timer);
  }

  private async post(target: WebhookTarget, payload: unknown): Promise<void> {
    if (this.signal.aborted) return;
    try {
      const response = await fetch(target.url, {
        method: "POST",
        headers: { ...target.headers, "content-type": "application/json" },
        body: JSON.stringify(payload),
        signal: this.signal,
      });
      await response.arrayBuffer();
    } catch {
      // A receiver that is down loses the event, as with the real server's fire-and-forget delivery.
    }
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}

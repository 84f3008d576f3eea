import type { CrawlJob } from "./crawl-job.js";
import type { TimedJob, TimedJobKind } from "./timed-job.js";

/** Every job of one emulator, plus the idempotency keys it has seen. */
export class JobStore {
  private readonly crawls = new Map<string, CrawlJob>();
  private readonly timed = new Map<string, TimedJob>();
  private readonly idempotencyKeys = new Set<string>();

  addCrawl(job: CrawlJob): void {
    this.crawls.set(job.id, job);
  }

  /** Crawls and batch scrapes share ids, as on the real server (the SDK polls batches on /crawl). */
  crawl(id: string): CrawlJob | undefined {
    return this.crawls.get(id);
  }

  allCrawls(): IterableIterator<CrawlJob> {
    return this.crawls.values();
  }

  addTimed(job: TimedJob): void {
    this.timed.set(job.id, job);
  }

  timedJob(id: string, kind: TimedJobKind): TimedJob | undefined {
    const job = this.timed.get(id);
    return job?.kind === kind ? job : undefined;
  }

  /** Records an idempotency key; answers false when it was already used. */
  claimIdempotencyKey(key: string): boolean {
    if (this.idempotencyKeys.has(key)) return false;
    this.idempotencyKeys.add(key);
    return true;
  }

  clear(): void {
    this.crawls.clear();
    this.timed.clear();
    this.idempotencyKeys.clear();
  }
}

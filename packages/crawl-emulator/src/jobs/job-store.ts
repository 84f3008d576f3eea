import { crawlProgress, type CrawlJob } from "./crawl-job.js";
import { expiresAt } from "./status-page.js";
import type { TimedJob, TimedJobKind } from "./timed-job.js";

/** A job is gone once its `expiresAt` has passed, as on the provider. */
function expired(createdAt: number, now: number): boolean {
  return now >= Date.parse(expiresAt(createdAt));
}

/** A finished v2 scrape, kept so that `GET /v2/scrape/{id}` can answer it again. */
export interface ScrapeRecord {
  /** Its `metadata.scrapeId`. */
  id: string;
  createdAt: number;
  url: string;
  /** The request body, from which the document is rebuilt. */
  body: Record<string, unknown>;
}

/**
 * Every job of one emulator, plus the idempotency keys it has seen, bounded as the provider's
 * are: a job and its documents expire at its `expiresAt` (then it answers like an unknown id),
 * and once the jobs hold more than `maxStoredDocuments` documents the oldest finished ones are
 * forgotten first. Jobs are kept in the order they started, so both checks stop at the first job
 * they keep instead of walking every job.
 */
export class JobStore {
  private readonly crawls = new Map<string, CrawlJob>();
  private readonly timed = new Map<string, TimedJob>();
  /** Scrapes count as one document each against the same cap, oldest forgotten first. */
  private readonly scrapes = new Map<string, ScrapeRecord>();
  /** Idempotency keys with the time they were claimed; they expire with the jobs they started. */
  private readonly idempotencyKeys = new Map<string, number>();
  private storedDocuments = 0;

  constructor(private readonly maxStoredDocuments: number) {}

  addCrawl(job: CrawlJob, now: number): void {
    this.forgetExpired(now);
    this.crawls.set(job.id, job);
    this.storedDocuments += job.plannedTotal;
    this.forgetOldestFinished(now);
  }

  /** Crawls and batch scrapes share ids, as on the real server (the SDK polls batches on /crawl). */
  crawl(id: string, now: number): CrawlJob | undefined {
    this.forgetExpired(now);
    return this.crawls.get(id);
  }

  allCrawls(now: number): IterableIterator<CrawlJob> {
    this.forgetExpired(now);
    return this.crawls.values();
  }

  addTimed(job: TimedJob, now: number): void {
    this.forgetExpired(now);
    this.timed.set(job.id, job);
  }

  timedJob(id: string, kind: TimedJobKind, now: number): TimedJob | undefined {
    this.forgetExpired(now);
    const job = this.timed.get(id);
    return job?.kind === kind ? job : undefined;
  }

  rememberScrape(record: ScrapeRecord, now: number): void {
    this.forgetExpired(now);
    this.scrapes.set(record.id, record);
    for (const id of this.scrapes.keys()) {
      if (this.scrapes.size <= this.maxStoredDocuments) break;
      this.scrapes.delete(id);
    }
  }

  scrape(id: string, now: number): ScrapeRecord | undefined {
    this.forgetExpired(now);
    return this.scrapes.get(id);
  }

  /** Records an idempotency key; answers false when it was already used. */
  claimIdempotencyKey(key: string, now: number): boolean {
    this.forgetExpired(now);
    if (this.idempotencyKeys.has(key)) return false;
    this.idempotencyKeys.set(key, now);
    return true;
  }

  /** How many jobs and documents are held, for tests and benchmarks of the bounds. */
  size(): {
    crawls: number;
    timed: number;
    scrapes: number;
    documents: number;
    idempotencyKeys: number;
  } {
    return {
      crawls: this.crawls.size,
      timed: this.timed.size,
      scrapes: this.scrapes.size,
      documents: this.storedDocuments,
      idempotencyKeys: this.idempotencyKeys.size,
    };
  }

  clear(): void {
    this.crawls.clear();
    this.timed.clear();
    this.scrapes.clear();
    this.idempotencyKeys.clear();
    this.storedDocuments = 0;
  }

  private forgetExpired(now: number): void {
    for (const job of this.crawls.values()) {
      if (!expired(job.createdAt, now)) break;
      this.forgetCrawl(job);
    }
    for (const job of this.timed.values()) {
      if (!expired(job.createdAt, now)) break;
      this.timed.delete(job.id);
    }
    for (const record of this.scrapes.values()) {
      if (!expired(record.createdAt, now)) break;
      this.scrapes.delete(record.id);
    }
    for (const [key, claimedAt] of this.idempotencyKeys) {
      if (!expired(claimedAt, now)) break;
      this.idempotencyKeys.delete(key);
    }
  }

  /** Drops finished jobs, oldest first, until the documents fit; running jobs are never dropped. */
  private forgetOldestFinished(now: number): void {
    if (this.storedDocuments <= this.maxStoredDocuments) return;
    for (const job of this.crawls.values()) {
      if (this.storedDocuments <= this.maxStoredDocuments) return;
      if (crawlProgress(job, now).status !== "scraping") this.forgetCrawl(job);
    }
  }

  private forgetCrawl(job: CrawlJob): void {
    this.crawls.delete(job.id);
    this.storedDocuments -= job.plannedTotal;
  }
}

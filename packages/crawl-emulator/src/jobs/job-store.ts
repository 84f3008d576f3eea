import { crawlProgress, type CrawlJob } from "./crawl-job.js";
import { expiresAt } from "./status-page.js";
import { timedStatus, type TimedJob, type TimedJobKind } from "./timed-job.js";

/** A finished v2 scrape, kept so that `GET /v2/scrape/{id}` can answer it again. */
export interface ScrapeRecord {
  /** Its `metadata.scrapeId`. */
  id: string;
  createdAt: number;
  url: string;
  /** The request's `formats`, from which the document is rebuilt; the rest of the body is not kept. */
  formats: unknown;
}

/** What the store keeps, per kind of job. */
export interface StoredKinds {
  crawl: CrawlJob;
  timed: TimedJob;
  scrape: ScrapeRecord;
}
export type StoredKind = keyof StoredKinds;

/** The bounds of one emulator's store. */
export interface StoreLimits {
  /** Jobs of every kind held at once (idempotency keys are bounded by it too). */
  maxJobs: number;
  /** Approximate bytes of what the jobs hold: the JSON size of their kept settings. */
  maxBytes: number;
  /** Documents the crawls and batches would rebuild (they are never stored). */
  maxDocuments: number;
}

interface Entry {
  kind: StoredKind;
  value: StoredKinds[StoredKind];
  expiresAt: number;
  bytes: number;
  documents: number;
  /** A finished job may be forgotten to make room; a running one never is. */
  finished(now: number): boolean;
}

/** What a job costs besides its settings: the object and its fields. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The size a job's kept settings are charged, as the length of their JSON. Measured once, when the
 * job is stored; it is close to what V8 holds for the strings that make a large body large.
 */
export function approximateBytes(value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + (JSON.stringify(value)?.length ?? 0);
}

function crawlBytes(job: CrawlJob): number {
  const { rootUrl, urls, requestOptions, jsonSchema, formats, skipped } = job;
  return (
    approximateBytes({ rootUrl, urls, requestOptions, jsonSchema, formats, skipped }) +
    (job.pageIndices?.length ?? 0) * 8
  );
}

/** A job is gone once its `expiresAt` has passed, as on the provider. */
function expiryOf(createdAt: number): number {
  return Date.parse(expiresAt(createdAt));
}

/**
 * Every job of one emulator, plus the idempotency keys it has seen, bounded as the provider's
 * are: a job expires at its `expiresAt` (then it answers like an unknown id), and the store holds
 * at most `maxJobs` jobs of all kinds, `maxBytes` of their settings and `maxDocuments` documents
 * to rebuild. Past a bound the oldest finished jobs are forgotten first; a running job is never
 * dropped, so when running jobs alone fill the store a new job is refused instead.
 */
export class JobStore {
  /** In the order they were stored, which is the order they started. */
  private readonly entries = new Map<string, Entry>();
  /** Idempotency keys with the time they were claimed; they expire with the jobs they started. */
  private readonly idempotencyKeys = new Map<string, number>();
  private bytes = 0;
  private documents = 0;
  /** The earliest `expiresAt` held, so that expiry walks the jobs only when one is due. */
  private nextExpiry = Number.POSITIVE_INFINITY;

  constructor(private readonly limits: StoreLimits) {}

  /** Stores a crawl or batch; false when running jobs fill the store and it was refused. */
  addCrawl(job: CrawlJob, now: number): boolean {
    return this.add("crawl", job.id, job, now, {
      createdAt: job.createdAt,
      bytes: crawlBytes(job),
      documents: job.plannedTotal,
      finished: (at) => crawlProgress(job, at).status !== "scraping",
    });
  }

  /** Crawls and batch scrapes share ids, as on the real server (the SDK polls batches on /crawl). */
  crawl(id: string, now: number): CrawlJob | undefined {
    return this.get("crawl", id, now);
  }

  allCrawls(now: number): CrawlJob[] {
    return this.all("crawl", now);
  }

  /** Stores an extract, deep-research, llms.txt or agent job; false when it was refused. */
  addTimed(job: TimedJob, now: number): boolean {
    return this.add("timed", job.id, job, now, {
      createdAt: job.createdAt,
      bytes: approximateBytes(job.params),
      documents: 0,
      finished: (at) => timedStatus(job, at) !== "processing",
    });
  }

  timedJob(id: string, kind: TimedJobKind, now: number): TimedJob | undefined {
    const job = this.get("timed", id, now);
    return job?.kind === kind ? job : undefined;
  }

  /** Remembers a scrape when it fits; one that does not is simply not found again later. */
  rememberScrape(record: ScrapeRecord, now: number): void {
    this.add("scrape", record.id, record, now, {
      createdAt: record.createdAt,
      bytes: approximateBytes({ url: record.url, formats: record.formats }),
      documents: 0,
      finished: () => true,
    });
  }

  scrape(id: string, now: number): ScrapeRecord | undefined {
    return this.get("scrape", id, now);
  }

  /** Records an idempotency key; answers false when it was already used. */
  claimIdempotencyKey(key: string, now: number): boolean {
    this.forgetExpired(now);
    if (this.idempotencyKeys.has(key)) return false;
    this.idempotencyKeys.set(key, now);
    // The oldest keys go first past the bound: a key so old may be used again.
    for (const oldest of this.idempotencyKeys.keys()) {
      if (this.idempotencyKeys.size <= this.limits.maxJobs) break;
      this.idempotencyKeys.delete(oldest);
    }
    return true;
  }

  /** How much is held, for tests and benchmarks of the bounds. */
  size(): {
    jobs: number;
    crawls: number;
    timed: number;
    scrapes: number;
    bytes: number;
    documents: number;
    idempotencyKeys: number;
  } {
    const byKind: Record<StoredKind, number> = { crawl: 0, timed: 0, scrape: 0 };
    for (const entry of this.entries.values()) byKind[entry.kind] += 1;
    return {
      jobs: this.entries.size,
      crawls: byKind.crawl,
      timed: byKind.timed,
      scrapes: byKind.scrape,
      bytes: this.bytes,
      documents: this.documents,
      idempotencyKeys: this.idempotencyKeys.size,
    };
  }

  clear(): void {
    this.entries.clear();
    this.idempotencyKeys.clear();
    this.bytes = 0;
    this.documents = 0;
    this.nextExpiry = Number.POSITIVE_INFINITY;
  }

  private add<K extends StoredKind>(
    kind: K,
    id: string,
    value: StoredKinds[K],
    now: number,
    cost: {
      createdAt: number;
      bytes: number;
      documents: number;
      finished(now: number): boolean;
    },
  ): boolean {
    this.forgetExpired(now);
    const fits = () =>
      this.entries.size < this.limits.maxJobs && this.bytes + cost.bytes <= this.limits.maxBytes;
    const documentsFit = () => this.documents + cost.documents <= this.limits.maxDocuments;
    for (const [key, entry] of this.entries) {
      if (fits() && documentsFit()) break;
      if (entry.finished(now)) this.forget(key, entry);
    }
    // Documents are rebuilt, never held: past their bound a job is still taken.
    if (!fits()) return false;
    const expires = expiryOf(cost.createdAt);
    this.entries.set(`${kind}:${id}`, {
      kind,
      value,
      expiresAt: expires,
      bytes: cost.bytes,
      documents: cost.documents,
      finished: cost.finished,
    });
    this.bytes += cost.bytes;
    this.documents += cost.documents;
    this.nextExpiry = Math.min(this.nextExpiry, expires);
    return true;
  }

  private get<K extends StoredKind>(kind: K, id: string, now: number): StoredKinds[K] | undefined {
    this.forgetExpired(now);
    return this.entries.get(`${kind}:${id}`)?.value as StoredKinds[K] | undefined;
  }

  private all<K extends StoredKind>(kind: K, now: number): StoredKinds[K][] {
    this.forgetExpired(now);
    const values: StoredKinds[K][] = [];
    for (const entry of this.entries.values()) {
      if (entry.kind === kind) values.push(entry.value as StoredKinds[K]);
    }
    return values;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.documents -= entry.documents;
  }

  private forgetExpired(now: number): void {
    if (now >= this.nextExpiry) {
      let next = Number.POSITIVE_INFINITY;
      for (const [key, entry] of this.entries) {
        if (now >= entry.expiresAt) this.forget(key, entry);
        else next = Math.min(next, entry.expiresAt);
      }
      this.nextExpiry = next;
    }
    for (const [key, claimedAt] of this.idempotencyKeys) {
      if (now < expiryOf(claimedAt)) break;
      this.idempotencyKeys.delete(key);
    }
  }
}

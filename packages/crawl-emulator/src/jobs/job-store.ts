import type { BrowserSession } from "./browser-session.js";
import { crawlProgress, type CrawlJob } from "./crawl-job.js";
import type { MonitorCheckRecord, MonitorRecord } from "./monitor.js";
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
  /** The request's `onlyMainContent`, when it gave one. */
  onlyMainContent?: boolean;
}

/** What the store keeps, per kind of job. */
export interface StoredKinds {
  crawl: CrawlJob;
  timed: TimedJob;
  scrape: ScrapeRecord;
  session: BrowserSession;
  monitor: MonitorRecord;
  check: MonitorCheckRecord;
  request: RequestRecord;
  feedback: FeedbackRecord;
}

/** A request that starts no job but is listed in the activity or given feedback: search, map, parse. */
export interface RequestRecord {
  id: string;
  endpoint: "search" | "map" | "parse" | "scrape";
  createdAt: number;
  owner: string | undefined;
  /** Credits it used, which feedback on a bad result refunds. */
  credits: number;
}

/** Feedback given on one job, so that a second one is told it was already submitted. */
export interface FeedbackRecord {
  id: string;
  owner: string | undefined;
  createdAt: number;
  creditsRefunded: number;
}
export type StoredKind = keyof StoredKinds;

/** What a job costs the store, and when it may be forgotten. */
export interface StoreCost {
  createdAt: number;
  /** When it is gone, as an unknown id; default its `expiresAt`, 24 h after it started. */
  expiresAt?: number;
  bytes: number;
  documents?: number;
  /** A finished job may be forgotten to make room; a running one never is. */
  finished(now: number): boolean;
  /** How `GET /v2/team/activity` lists it, when it does. */
  activity?: ActivityEntry;
}

/** One row of the team's activity. */
export interface ActivityEntry {
  endpoint: ActivityEndpoint;
  apiVersion: "v1" | "v2";
  target: string | null;
  /** The team (key) that made it, when the emulator has teams. */
  owner: string | undefined;
}

/** The activity endpoint each timed job kind is listed under. */
export const TIMED_JOB_ENDPOINTS = {
  extract: "extract",
  deepResearch: "deep_research",
  llmstxt: "llmstxt",
  agent: "agent",
} as const satisfies Record<TimedJobKind, string>;

/** The endpoints `GET /v2/team/activity` lists and filters by, in the provider's order. */
export const ACTIVITY_ENDPOINTS = [
  "scrape",
  "crawl",
  "batch_scrape",
  "search",
  TIMED_JOB_ENDPOINTS.extract,
  TIMED_JOB_ENDPOINTS.llmstxt,
  TIMED_JOB_ENDPOINTS.deepResearch,
  "map",
  TIMED_JOB_ENDPOINTS.agent,
  "browser",
  "interact",
] as const;
export type ActivityEndpoint = (typeof ACTIVITY_ENDPOINTS)[number];

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
  id: string;
  value: StoredKinds[StoredKind];
  createdAt: number;
  expiresAt: number;
  bytes: number;
  documents: number;
  finished(now: number): boolean;
  activity: ActivityEntry | undefined;
}

/** An activity row with the job it describes. */
export interface ActivityRow extends ActivityEntry {
  id: string;
  createdAt: number;
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
  addCrawl(job: CrawlJob, now: number, activity?: ActivityEntry): boolean {
    return this.put("crawl", job.id, job, now, {
      createdAt: job.createdAt,
      bytes: crawlBytes(job),
      documents: job.plannedTotal,
      finished: (at) => crawlProgress(job, at).status !== "scraping",
      ...(activity ? { activity } : {}),
    });
  }

  /** Crawls and batch scrapes share ids, as on the real server (the SDK polls batches on /crawl). */
  crawl(id: string, now: number): CrawlJob | undefined {
    return this.get("crawl", id, now);
  }

  allCrawls(now: number): CrawlJob[] {
    return this.list("crawl", now);
  }

  /** Stores an extract, deep-research, llms.txt or agent job; false when it was refused. */
  addTimed(job: TimedJob, now: number, activity?: ActivityEntry): boolean {
    return this.put("timed", job.id, job, now, {
      createdAt: job.createdAt,
      bytes: approximateBytes(job.params),
      finished: (at) => timedStatus(job, at) !== "processing",
      ...(activity ? { activity } : {}),
    });
  }

  timedJob(id: string, kind: TimedJobKind, now: number): TimedJob | undefined {
    const job = this.get("timed", id, now);
    return job?.kind === kind ? job : undefined;
  }

  /** Remembers a scrape when it fits; one that does not is simply not found again later. */
  rememberScrape(record: ScrapeRecord, now: number, activity?: ActivityEntry): void {
    this.put("scrape", record.id, record, now, {
      createdAt: record.createdAt,
      bytes: approximateBytes({ url: record.url, formats: record.formats }),
      finished: () => true,
      ...(activity ? { activity } : {}),
    });
  }

  scrape(id: string, now: number): ScrapeRecord | undefined {
    return this.get("scrape", id, now);
  }

  /** The activity rows of the jobs held, newest first. */
  activity(now: number): ActivityRow[] {
    this.forgetExpired(now);
    const rows: ActivityRow[] = [];
    for (const entry of this.entries.values()) {
      if (entry.activity)
        rows.push({ ...entry.activity, id: entry.id, createdAt: entry.createdAt });
    }
    return rows.reverse();
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
    const byKind: Record<StoredKind, number> = {
      crawl: 0,
      timed: 0,
      scrape: 0,
      session: 0,
      monitor: 0,
      check: 0,
      request: 0,
      feedback: 0,
    };
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

  /**
   * Stores a job of any kind (replacing one of the same kind and id), making room by forgetting
   * the oldest finished jobs; false when running jobs alone leave no room and it was refused.
   */
  put<K extends StoredKind>(
    kind: K,
    id: string,
    value: StoredKinds[K],
    now: number,
    cost: StoreCost,
  ): boolean {
    this.forgetExpired(now);
    const key = `${kind}:${id}`;
    const replaced = this.entries.get(key);
    if (replaced) this.forget(key, replaced);
    const documents = cost.documents ?? 0;
    const fits = () =>
      this.entries.size < this.limits.maxJobs && this.bytes + cost.bytes <= this.limits.maxBytes;
    const documentsFit = () => this.documents + documents <= this.limits.maxDocuments;
    for (const [key, entry] of this.entries) {
      if (fits() && documentsFit()) break;
      if (entry.finished(now)) this.forget(key, entry);
    }
    // Documents are rebuilt, never held: past their bound a job is still taken.
    if (!fits()) {
      // A job that was to be replaced stays as it was.
      if (replaced) this.restore(key, replaced);
      return false;
    }
    const expires = cost.expiresAt ?? expiryOf(cost.createdAt);
    this.entries.set(key, {
      kind,
      id,
      value,
      createdAt: cost.createdAt,
      expiresAt: expires,
      bytes: cost.bytes,
      documents,
      finished: cost.finished,
      activity: cost.activity,
    });
    this.bytes += cost.bytes;
    this.documents += documents;
    this.nextExpiry = Math.min(this.nextExpiry, expires);
    return true;
  }

  get<K extends StoredKind>(kind: K, id: string, now: number): StoredKinds[K] | undefined {
    this.forgetExpired(now);
    return this.entries.get(`${kind}:${id}`)?.value as StoredKinds[K] | undefined;
  }

  /** Forgets one job; true if it was held. */
  remove(kind: StoredKind, id: string): boolean {
    const key = `${kind}:${id}`;
    const entry = this.entries.get(key);
    if (entry) this.forget(key, entry);
    return entry !== undefined;
  }

  /** The jobs of one kind, in the order they were stored. */
  list<K extends StoredKind>(kind: K, now: number): StoredKinds[K][] {
    this.forgetExpired(now);
    const values: StoredKinds[K][] = [];
    for (const entry of this.entries.values()) {
      if (entry.kind === kind) values.push(entry.value as StoredKinds[K]);
    }
    return values;
  }

  private restore(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.documents += entry.documents;
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

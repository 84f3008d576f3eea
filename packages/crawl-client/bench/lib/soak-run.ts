// The soak: crawls, batches, document streams and watchers against one emulator while it injects
// faults, until a given number of faults has fired. Every kind of fault is drawn in turn, under
// both deployments (cloud, self-hosted) and with each of the newest server's defects (status pages
// that ignore skip, the WebSocket race at crawl start) or none. Every job must end with each of its
// documents delivered exactly once, or with a typed error (the client's own classes, or the
// watcher's `error` event) that says what it could not deliver. A duplicate, a document lost
// without an error, or an error of another kind fails the soak.
import {
  type Deployment,
  DEPLOYMENTS,
  type Emulator,
  type FaultKind,
  type FaultRule,
  startEmulator,
} from "@keystone/crawl-emulator";

interface SoakDocument {
  metadata?: { sourceURL?: string };
}

/** The slice of the client the soak drives; the built package and the source both provide it. */
export interface SoakClient {
  crawlUrl(
    url: string,
    params?: { limit?: number },
    pollInterval?: number,
    idempotencyKey?: string,
  ): Promise<{ data: SoakDocument[] }>;
  asyncCrawlUrl(
    url: string,
    params?: { limit?: number },
    idempotencyKey?: string,
  ): Promise<{ id?: string }>;
  crawlDocuments(id: string): AsyncIterable<SoakDocument>;
  checkCrawlStatus(id: string, getAllData?: boolean): Promise<{ data: SoakDocument[] }>;
  batchScrapeUrls(urls: string[]): Promise<{ data: SoakDocument[] }>;
  crawlUrlAndWatch(url: string, params?: { limit?: number }): Promise<EventTarget>;
}

export interface SoakOptions {
  /** Stop once at least this many faults have fired. */
  faults: number;
  seed: number;
  /**
   * A client for the emulator at `apiUrl`, keyed or not, on `acceleratedClock()` with a maxWait of
   * a few minutes (virtual), so that jobs that never finish end in seconds, and a watcher idle
   * timeout of a few seconds (real time), after which a watcher of such a job moves to HTTP.
   */
  client: (config: { apiUrl: string; apiKey?: string }) => SoakClient;
  /** The client's error base class: anything thrown that is not one counts as untyped. */
  FirecrawlError: abstract new (...args: never[]) => Error;
  log?: (line: string) => void;
}

type Way =
  "crawlUrl" | "keyed crawlUrl" | "for await" | "checkCrawlStatus(id, true)" | "batch" | "watch";
const WAYS: readonly Way[] = [
  "crawlUrl",
  "keyed crawlUrl",
  "for await",
  "checkCrawlStatus(id, true)",
  "batch",
  "watch",
];
const DEFECTS = ["none", "skip-ignored", "ws-start-race"] as const;
type Defect = (typeof DEFECTS)[number];
const TRANSIENT: readonly FaultKind[] = [
  "status",
  "rate-limit",
  "slow",
  "reset",
  "malformed-json",
  "truncated-json",
  "broken-next",
  "next-past-end",
  "ws-drop",
  "never-finish",
  "job-fail",
];

const PAGES = 15;
const API_KEY = "fc-soak";

export interface SoakReport {
  seed: number;
  wallSeconds: number;
  rounds: number;
  faultsByKind: Record<string, number>;
  faults: number;
  requests: number;
  jobs: number;
  jobsByDeployment: Record<string, number>;
  complete: number;
  /** Jobs that ended with a typed error saying what they could not deliver. */
  typedErrors: Record<string, number>;
  documents: number;
  /** Documents not delivered, each accounted for by its job's typed error. */
  reportedLost: number;
  duplicates: number;
  silentlyLost: number;
  untyped: number;
  failures: string[];
  heapMiB: { start: number; end: number };
}

/**
 * Real time, except that each sleep lasts at most 5 ms while the clock moves on by the full amount:
 * polling, backoff and Retry-After keep their logic, and a job that never finishes reaches its
 * maxWait in seconds. An aborted sleep rejects with the signal's reason; only watchers abort their
 * own fallback here, after they have ended.
 */
export function acceleratedClock(): {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
} {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason as Error);
          return;
        }
        const real = Math.min(ms, 5);
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal?.reason as Error);
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener("abort", onAbort);
          offset += ms - real;
          resolve();
        }, real);
        signal?.addEventListener("abort", onAbort, { once: true });
      }),
  };
}

/** mulberry32: small and seeded, so that a failing schedule can be replayed with its seed. */
function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rulesFor(kind: FaultKind, random: () => number): FaultRule[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  switch (kind) {
    case "status":
      return [{ kind, route: "*", status: pick([429, 500, 502, 503, 504]), probability: 0.15 }];
    case "rate-limit":
      return [{ kind, route: "*", probability: 0.15, retryAfterSeconds: 1 }];
    case "slow":
      return [{ kind, route: "*", probability: 0.25, delayMs: 10 + Math.floor(random() * 40) }];
    case "reset":
    case "malformed-json":
    case "truncated-json":
      return [{ kind, route: "*", probability: 0.1 }];
    case "broken-next":
    case "next-past-end":
      return [
        { kind, route: "crawl.status", probability: 0.5 },
        { kind, route: "batch.status", probability: 0.5 },
      ];
    case "ws-drop":
      return [{ kind, route: "crawl.ws", afterMessages: Math.floor(random() * 4) }];
    case "never-finish":
    case "job-fail":
      return [
        { kind, route: "crawl.start", probability: 0.3 },
        { kind, route: "batch.start", probability: 0.3 },
      ];
    default:
      return [{ kind, route: "*" }];
  }
}

function defectRules(defect: Defect): FaultRule[] {
  if (defect === "skip-ignored") {
    return [
      { kind: "skip-ignored", route: "crawl.status" },
      { kind: "skip-ignored", route: "batch.status" },
    ];
  }
  return defect === "ws-start-race" ? [{ kind: "ws-start-race", route: "crawl.ws" }] : [];
}

interface JobOutcome {
  delivered: SoakDocument[];
  expected: number;
  /** The typed error the job ended with: its name, or undefined when it completed. */
  error?: string;
  untyped?: string;
}

function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function watchEnd(watcher: EventTarget): Promise<{ data: SoakDocument[]; error?: string }> {
  return new Promise((resolve) => {
    watcher.addEventListener("done", (event) =>
      resolve({ data: (event as CustomEvent<{ data: SoakDocument[] }>).detail.data }),
    );
    watcher.addEventListener("error", (event) => {
      const detail = (event as CustomEvent<{ data: SoakDocument[]; error: string }>).detail;
      resolve({ data: detail.data, error: "watcher error event" });
    });
  });
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const emulator: Emulator = await startEmulator({
    apiKeys: [API_KEY],
    statusPageBytes: 3_000,
    site: { pages: PAGES, pageBytes: 400 },
    timing: { pageIntervalMs: 3 },
    faultSeed: options.seed,
  });
  const heapStart = process.memoryUsage().heapUsed;
  const started = performance.now();
  const report: SoakReport = {
    seed: options.seed,
    wallSeconds: 0,
    rounds: 0,
    faultsByKind: {},
    faults: 0,
    requests: 0,
    jobs: 0,
    jobsByDeployment: {},
    complete: 0,
    typedErrors: {},
    documents: 0,
    reportedLost: 0,
    duplicates: 0,
    silentlyLost: 0,
    untyped: 0,
    failures: [],
    heapMiB: { start: 0, end: 0 },
  };

  const caught = (error: unknown, delivered: SoakDocument[], expected: number): JobOutcome => {
    if (!(error instanceof options.FirecrawlError)) {
      return {
        delivered,
        expected,
        untyped: error instanceof Error ? error.message : String(error),
      };
    }
    const partial = (error as { partialData?: SoakDocument[] }).partialData;
    return {
      delivered: partial !== undefined && partial.length > 0 ? partial : delivered,
      expected,
      error: error.name,
    };
  };

  const runJob = async (way: Way, deployment: Deployment, host: string): Promise<JobOutcome> => {
    const app = options.client({
      apiUrl: emulator.url,
      ...(deployment === "cloud" ? { apiKey: API_KEY } : {}),
    });
    const url = `https://${host}/`;
    const streamed: SoakDocument[] = [];
    try {
      switch (way) {
        case "crawlUrl":
          return { delivered: (await app.crawlUrl(url, { limit: PAGES })).data, expected: PAGES };
        case "keyed crawlUrl": {
          // A caller's key: only the cloud keeps keys (a self-hosted server answers one with 500).
          const key = deployment === "cloud" ? uuid(random) : undefined;
          const result = await app.crawlUrl(url, { limit: PAGES }, undefined, key);
          return { delivered: result.data, expected: PAGES };
        }
        case "for await": {
          const { id } = await app.asyncCrawlUrl(url, { limit: PAGES });
          for await (const document of app.crawlDocuments(id ?? "")) streamed.push(document);
          return { delivered: streamed, expected: PAGES };
        }
        case "checkCrawlStatus(id, true)": {
          const { id } = await app.asyncCrawlUrl(url, { limit: PAGES });
          // Read once the stream has seen the end, so that the status read is of a finished job.
          for await (const document of app.crawlDocuments(id ?? "")) void document;
          return {
            delivered: (await app.checkCrawlStatus(id ?? "", true)).data,
            expected: PAGES,
          };
        }
        case "batch": {
          const urls = Array.from({ length: PAGES }, (_, n) => `https://${host}/batch-${n}`);
          return { delivered: (await app.batchScrapeUrls(urls)).data, expected: PAGES };
        }
        case "watch": {
          const watcher = await app.crawlUrlAndWatch(url, { limit: PAGES });
          const end = await watchEnd(watcher);
          return {
            delivered: end.data,
            expected: PAGES,
            ...(end.error ? { error: end.error } : {}),
          };
        }
      }
    } catch (error) {
      return caught(error, streamed, PAGES);
    }
  };

  const account = (label: string, outcome: JobOutcome): void => {
    report.jobs++;
    const urls = outcome.delivered.map((d) => d.metadata?.sourceURL ?? "<none>");
    const distinct = new Set(urls).size;
    const duplicates = urls.length - distinct;
    const lost = Math.max(0, outcome.expected - distinct);
    report.documents += distinct;
    report.duplicates += duplicates;
    if (duplicates > 0) report.failures.push(`${label}: ${duplicates} documents delivered twice`);
    if (outcome.untyped !== undefined) {
      report.untyped++;
      report.failures.push(
        `${label}: threw something that is no FirecrawlError: ${outcome.untyped}`,
      );
      return;
    }
    if (outcome.error === undefined) {
      if (lost > 0) {
        report.silentlyLost += lost;
        report.failures.push(`${label}: completed without ${lost} of its documents`);
      } else report.complete++;
      return;
    }
    report.typedErrors[outcome.error] = (report.typedErrors[outcome.error] ?? 0) + 1;
    report.reportedLost += lost;
  };

  try {
    // At least one round of every kind, however few faults were asked for.
    const everyKind = 2 * TRANSIENT.length;
    for (let round = 0; report.faults < options.faults || round < everyKind; round++) {
      // Every kind under both deployments and each defect within 22 rounds; every combination of
      // the three within 66 (round mod 2, round mod 3 and round / 2 mod 11 together are round mod 66).
      const deployment = DEPLOYMENTS[round % DEPLOYMENTS.length] as Deployment;
      const kind = TRANSIENT[Math.floor(round / 2) % TRANSIENT.length] as FaultKind;
      const defect = DEFECTS[round % DEFECTS.length] as Defect;
      emulator.faults.clear();
      emulator.setDeployment(deployment);
      for (const rule of [...rulesFor(kind, random), ...defectRules(defect)])
        emulator.faults.inject(rule);
      const jobs = WAYS.map(async (way, index) => {
        const host = `r${round}-j${index}.soak.example.com`;
        // Slow enough that watchers open their socket while the crawl runs (the start race needs it).
        emulator.sites.set(host, { pages: PAGES, pageIntervalMs: 3 + Math.floor(random() * 5) });
        const outcome = await runJob(way, deployment, host);
        report.jobsByDeployment[deployment] = (report.jobsByDeployment[deployment] ?? 0) + 1;
        account(`round ${round} (${deployment}, ${kind}, defect ${defect}) ${way}`, outcome);
        emulator.sites.delete(host);
      });
      await Promise.all(jobs);
      const stats = emulator.stats();
      report.faultsByKind = stats.faults;
      report.faults = Object.values(stats.faults).reduce((sum, n) => sum + n, 0);
      report.requests = Object.values(stats.requests).reduce((sum, n) => sum + n, 0);
      report.rounds = round + 1;
      if (round % 30 === 29) {
        log(
          `  ${report.rounds} rounds, ${report.jobs} jobs, ${report.faults} faults, ` +
            `${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB heap`,
        );
      }
    }
  } finally {
    await emulator.close();
  }
  report.wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  report.heapMiB = {
    start: Math.round(heapStart / 2 ** 20),
    end: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  };
  return report;
}

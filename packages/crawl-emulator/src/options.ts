import { parseDeployment, type Deployment } from "./deployment.js";
import { InvalidInputError } from "./errors.js";
import { checkAllowedWebhooks } from "./jobs/webhook-targets.js";
import type { SiteOptions } from "./sites/site-options.js";
import { parseSiteOverride } from "./sites/site-override.js";

export type { SiteOptions, SiteOverride } from "./sites/site-options.js";

export interface TimingOptions {
  /** A job completes one page every N ms. 0 completes everything at once. */
  pageIntervalMs: number;
}

export interface EmulatorOptions {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port to listen on. Default 0 (ephemeral). */
  port?: number;
  /** Accepted bearer keys. Default `[]`: keyless, like a self-hosted server (any or no bearer). */
  apiKeys?: readonly string[];
  /** Defaults of every synthetic site. */
  site?: Partial<SiteOptions>;
  timing?: Partial<TimingOptions>;
  /** GET status pages are cut once their JSON reaches this many bytes. Default 10 MiB. */
  statusPageBytes?: number;
  /** Seed of the random draws of fault probabilities. Default 1. */
  faultSeed?: number;
  /** Clock in ms, injectable so that tests can move time by hand. Default `Date.now`. */
  now?: () => number;
  /** The deployment answered like: `cloud` (default) or `self-hosted`. `reset()` returns to it. */
  deployment?: Deployment;
  /**
   * Whether the self-hosted deployment has an LLM key. Without one (the default, as measured) its
   * LLM features fail: the synchronous extract answers 500, extract, deep-research and llms.txt
   * jobs fail, json and summary formats answer 500, a crawl prompt 400. With it they work as on
   * the cloud, which always has one.
   */
  llm?: boolean;
  /**
   * A secret that opens the control plane (`/__emulator/*`) to callers that are not on loopback,
   * sent as the `x-emulator-control-token` header. Without it only loopback clients may use it.
   */
  controlToken?: string;
  /**
   * Browser origins (`http://host:port`, or `null` for opaque ones) allowed to open the crawl
   * WebSocket and to use the control plane. Clients that send no `Origin` (Node, the SDK) are
   * always accepted. Unset, the WebSocket accepts pages of this machine (loopback hosts) and
   * refuses every other site and every opaque origin (which any site can make from a sandboxed
   * frame); the control plane answers no browser page at all.
   */
  allowedOrigins?: readonly string[];
  /**
   * Webhook receivers on this machine that crawls and batches may post to, as origins
   * (`http://127.0.0.1:8766`). A webhook to any other loopback address, or to the emulator itself
   * in any spelling, is refused with a 400 like a bad webhook URL, so that a web page using the
   * keyless API cannot make the emulator post to its own control plane or to another local
   * service. Webhooks to other hosts are accepted and never sent. Default: none.
   */
  allowedWebhooks?: readonly string[];
  /**
   * Documents kept across all jobs before the oldest finished jobs are forgotten (they then answer
   * like unknown ones). Default 1,000,000.
   */
  maxStoredDocuments?: number;
  /**
   * Jobs of every kind (crawls, batches, scrapes kept for `GET /v2/scrape/{id}`, extract, deep
   * research, llms.txt and agent jobs) held at once before the oldest finished ones are forgotten.
   * When running jobs alone fill it, a new job is refused with 429. Default 10,000.
   */
  maxStoredJobs?: number;
  /**
   * Approximate bytes the held jobs may keep (the JSON size of the settings each keeps to rebuild
   * its answers; documents are rebuilt, never held), with the same eviction and refusal.
   * Default 64 MiB.
   */
  maxStoredBytes?: number;
}

export interface ResolvedOptions {
  host: string;
  port: number;
  apiKeys: readonly string[];
  site: SiteOptions;
  timing: TimingOptions;
  statusPageBytes: number;
  faultSeed: number;
  now: () => number;
  deployment: Deployment;
  llm: boolean;
  controlToken: string | undefined;
  allowedOrigins: readonly string[] | undefined;
  allowedWebhooks: readonly string[];
  maxStoredDocuments: number;
  maxStoredJobs: number;
  maxStoredBytes: number;
}

export const DEFAULT_SITE: SiteOptions = { pages: 5, pageBytes: 2_000, hostile: false, seed: 1 };
export const DEFAULT_STATUS_PAGE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_STORED_DOCUMENTS = 1_000_000;
export const DEFAULT_MAX_STORED_JOBS = 10_000;
export const DEFAULT_MAX_STORED_BYTES = 64 * 1024 * 1024;

function checkOrigins(origins: readonly string[] | undefined): readonly string[] | undefined {
  for (const origin of origins ?? []) {
    if (typeof origin !== "string" || (origin !== "null" && !/^https?:\/\/[^/]+$/.test(origin))) {
      throw new InvalidInputError(
        `An allowed origin is scheme://host[:port] or null, not ${String(origin)}`,
      );
    }
  }
  return origins;
}

function checkCap(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new InvalidInputError(`${name} must be a whole number of at least 1`);
  }
  return value;
}

/** Fills in the defaults; throws `InvalidInputError` for a default site or option out of range. */
export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  parseSiteOverride(options.site ?? {});
  return {
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    apiKeys: options.apiKeys ?? [],
    site: { ...DEFAULT_SITE, ...options.site },
    timing: { pageIntervalMs: 5, ...options.timing },
    statusPageBytes: options.statusPageBytes ?? DEFAULT_STATUS_PAGE_BYTES,
    faultSeed: options.faultSeed ?? 1,
    now: options.now ?? Date.now,
    deployment: parseDeployment(options.deployment ?? "cloud"),
    llm: options.llm === true,
    controlToken: options.controlToken || undefined,
    allowedOrigins: checkOrigins(options.allowedOrigins),
    allowedWebhooks: checkAllowedWebhooks(options.allowedWebhooks),
    maxStoredDocuments: checkCap(
      options.maxStoredDocuments ?? DEFAULT_MAX_STORED_DOCUMENTS,
      "maxStoredDocuments",
    ),
    maxStoredJobs: checkCap(options.maxStoredJobs ?? DEFAULT_MAX_STORED_JOBS, "maxStoredJobs"),
    maxStoredBytes: checkCap(options.maxStoredBytes ?? DEFAULT_MAX_STORED_BYTES, "maxStoredBytes"),
  };
}

import type { AuditSiteOptions } from "./sites/audit-site.js";
import { parseSiteOverride } from "./sites/site-override.js";

/** What a synthetic site looks like; every field has a default in `EmulatorOptions.site`. */
export interface SiteOptions extends AuditSiteOptions {
  /** Pages a crawl of the site finds. */
  pages: number;
  /** Approximate size in bytes of each page's markdown (and of its html). */
  pageBytes: number;
  /** When true, pages carry `<script>` and `onerror=` markup, for tests of safe rendering. */
  hostile: boolean;
  /** Seed mixed with the host and path, so that two emulators with the same seed agree. */
  seed: number;
}

/** Per-host settings set with `emulator.sites.set(host, override)`. */
export interface SiteOverride extends Partial<SiteOptions> {
  /** A crawl of this host completes one page every N ms (overrides `timing.pageIntervalMs`). */
  pageIntervalMs?: number;
  /** Crawls end with status `failed` and this error; scrapes answer 500 with it. */
  fail?: string;
  /**
   * Nothing answers on this host, and the real server reports that without failing the job: a
   * crawl completes with 0 of 0 pages and lists the start URL in its errors, a batch scrape leaves
   * the URL out and lists it, a scrape answers 500 "All scraping engines failed!". Wins over `fail`.
   */
  unreachable?: boolean;
  /** Crawls of this host stay `scraping` forever. */
  neverFinish?: boolean;
}

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
}

export const DEFAULT_SITE: SiteOptions = { pages: 5, pageBytes: 2_000, hostile: false, seed: 1 };
export const DEFAULT_STATUS_PAGE_BYTES = 10 * 1024 * 1024;

/** Fills in the defaults; throws `InvalidInputError` for a default site out of range. */
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
  };
}

import type { AuditSiteOptions } from "./audit-site.js";

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

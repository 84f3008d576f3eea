import type { SitemapFacts } from "./facts/sitemap-facts";
import type { PageFacts } from "./facts/types";
import type { CheckOptions } from "./rules/check-options";
import type { AuditItem, CheckMeta } from "./types";

/** What every check may read of a crawl: its pages' facts and what they say of each other. */
export interface SiteContext {
  startUrl: string;
  /** The start URL normalised. */
  startKey: string;
  /** The start URL's host name. */
  host: string;
  /**
   * The hosts whose links are internal: the start URL's, and the one its page ended at when it
   * was redirected (a site served at www. from its bare domain).
   */
  hosts: ReadonlySet<string>;
  pages: readonly PageFacts[];
  /** Each crawled page under its key and, when it was redirected, under its final URL too. */
  byKey: ReadonlyMap<string, PageFacts>;
  /** How many other crawled pages link to each key. */
  inbound: ReadonlyMap<string, number>;
  /** Clicks from the start URL to each page that a path of crawled links reaches. */
  depth: ReadonlyMap<string, number>;
  /** The site's sitemap, when the audit was given one (`AuditOptions.sitemap`); null otherwise. */
  sitemap: SitemapFacts | null;
}

/**
 * One check: what it is (`CheckMeta`), and a pure function from the crawl and its options to what
 * it finds. The shape of a Lighthouse audit or an ESLint rule: a check is one file with its test,
 * listed once in `./catalogue`, and the runner knows none of them.
 */
export interface Check<Options extends object = object> extends CheckMeta {
  /** The options a rules configuration may set, with their defaults; absent: it takes none. */
  options?: CheckOptions<Options>;
  run(site: SiteContext, options: Options): AuditItem[];
}

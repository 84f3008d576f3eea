import { CATALOGUE, CATALOGUE_VERSION } from "../catalogue";
import { compileCustomQueries } from "../custom/compile-queries";
import { CustomResultsBuilder } from "../custom/custom-results";
import { runQueries } from "../custom/run-queries";
import type { CustomQueries } from "../custom/types";
import type { CrawledPage } from "../document";
import { pageFactsSharing } from "../facts/page-facts";
import { TextTable } from "../facts/text-table";
import type { PageFacts } from "../facts/types";
import { runAudit } from "../run-audit";
import { resolveRules } from "../rules/parse-rules-config";
import type { ResolvedRules, RulesConfig } from "../rules/types";
import { AuditAbortedError } from "./audit-aborted-error";
import type { CrawlAnalysis } from "./crawl-analysis";
import { DigestsInFlight } from "./digests-in-flight";
import { startPageDigest } from "./page-digest";

export interface AuditOptions {
  /** The URL the crawl started at: depth, orphans and internal links are counted from it. */
  startUrl: string;
  /** The rules configuration (checked before any page is read); every check's defaults if absent. */
  rules?: RulesConfig | ResolvedRules;
  /** Stops the audit between two pages with an `AuditAbortedError`, and closes the page source. */
  signal?: AbortSignal;
  /**
   * The site's sitemap URLs (a map call with the sitemap only): the sitemap checks compare them
   * with the crawl. Without it, those checks are listed as unavailable (`SiteAudit.unavailable`).
   */
  sitemap?: readonly string[];
  /**
   * Custom searches and extractions (`src/custom`), checked and compiled before any page is read
   * (a `CustomQueryError`), run on each page as it is read; their results are `audit.custom` and
   * each page digest's `custom`.
   */
  custom?: CustomQueries;
}

type PageSource = AsyncIterable<CrawledPage> | Iterable<CrawledPage>;

/** Resolves when `signal` aborts (never without one); the listener goes when `settled` does. */
function aborted(signal: AbortSignal | undefined, settled: Promise<unknown>): Promise<"aborted"> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) return resolve("aborted");
    const onAbort = () => resolve("aborted");
    const forget = () => signal.removeEventListener("abort", onAbort);
    signal.addEventListener("abort", onAbort, { once: true });
    settled.then(forget, forget);
  });
}

/**
 * The pages of `source` one at a time, until the signal aborts: no page is asked for or handed on
 * once it has, and an async source's `next()` is raced with it, so that a source waiting on the
 * network does not hold the abort up.
 */
async function* readPages(
  source: PageSource,
  signal: AbortSignal | undefined,
  onAbort: () => never,
): AsyncGenerator<CrawledPage> {
  const iterator: Iterator<CrawledPage> | AsyncIterator<CrawledPage> =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  let done = false;
  try {
    for (;;) {
      if (signal?.aborted) onAbort();
      const next = Promise.resolve(iterator.next());
      const result = await Promise.race([next, aborted(signal, next)]);
      if (result === "aborted" || signal?.aborted) onAbort();
      if (result.done) {
        done = true;
        return;
      }
      yield result.value;
    }
  } finally {
    if (!done) closeEarly(iterator);
  }
}

/**
 * Tells a source stopped early (its `finally` runs, its connection closes). Not awaited: a source
 * stuck in an await would never answer `return()`; and one that fails to close has nothing more
 * the audit needs.
 */
function closeEarly(iterator: Iterator<CrawledPage> | AsyncIterator<CrawledPage>): void {
  try {
    Promise.resolve(iterator.return?.()).catch(() => undefined);
  } catch {
    // A `return()` that throws at once: the same.
  }
}

/**
 * Audits a crawl read one page at a time from an iterable or an async iterable (a crawl folder
 * streamed from disk, an SDK's pages as they come). Of each page only its facts and its digest
 * are kept, never its html or markdown, so memory grows with the number of pages and not with
 * their size. The rules configuration is checked before the first page is read (a
 * `RulesConfigError`); an aborted signal ends it with an `AuditAbortedError`.
 */
export async function auditPages(
  source: PageSource,
  options: AuditOptions,
): Promise<CrawlAnalysis> {
  const rules = resolveRules(options.rules ?? {}, CATALOGUE);
  if (options.sitemap !== undefined && !Array.isArray(options.sitemap)) {
    throw new TypeError(
      `The sitemap to compare must be an array of URLs, not ${options.sitemap === null ? "null" : typeof options.sitemap}.`,
    );
  }
  const queries = compileCustomQueries(options.custom);
  const custom = queries ? new CustomResultsBuilder(queries) : null;
  const { signal } = options;
  const facts: PageFacts[] = [];
  const digests = new DigestsInFlight();
  // The texts the pages repeat (nav, footer, logo), kept once for this audit only.
  const texts = new TextTable();
  const onAbort = (): never => {
    throw new AuditAbortedError(facts.length, signal?.reason);
  };
  for await (const page of readPages(source, signal, onAbort)) {
    // Any field of a page may be hostile (pageFacts reads each with care); the page itself must
    // be an object, which the caller that parsed it can check and skip with its own message.
    if (typeof page !== "object" || page === null || Array.isArray(page)) {
      throw new TypeError(
        `Page ${facts.length + 1} of the crawl is not a document but ${page === null ? "null" : Array.isArray(page) ? "an array" : typeof page}.`,
      );
    }
    const pageFact = pageFactsSharing(page, texts);
    facts.push(pageFact);
    const pending = startPageDigest(page, pageFact);
    if (custom && queries) {
      // The queries read the page while it is in hand; only their counts and values are kept.
      const cells = custom.add(pageFact.url, runQueries(page, queries));
      pending.digest = pending.digest.then((digest) => ({ ...digest, custom: cells }));
    }
    await digests.add(pending);
  }
  if (signal?.aborted) onAbort();
  const pages = await digests.all();
  if (signal?.aborted) onAbort();
  const audit = runAudit(
    facts,
    options.startUrl,
    CATALOGUE,
    CATALOGUE_VERSION,
    rules,
    options.sitemap,
  );
  if (custom) audit.custom = custom.results();
  return { audit, pages };
}

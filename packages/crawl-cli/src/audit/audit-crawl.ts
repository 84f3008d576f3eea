import type { CrawlOptions, ScrapeOptions } from "@keystone/crawl-client";
import type { CrawlAnalysis, CrawledPage } from "@keystone/site-audit";
import type { Context } from "../cli/context.js";
import { ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { stoppedExit } from "../cli/interrupt.js";
import { crawlJob, crawlJobRecord, followSettings, startCrawlJob } from "../commands/crawl.js";
import type { FollowFlags } from "../commands/page-output.js";
import { type FollowSettings, followJob, type StartedJob } from "../jobs/follow.js";
import type { PageDocument } from "../output/page.js";
import { PageFolder } from "../output/page-folder.js";
import { DocumentSink } from "../output/sink.js";
import { auditFolder } from "./audit-folder.js";
import { type AuditProgress, createAuditProgress } from "./audit-progress.js";
import { AuditingSink } from "./auditing-sink.js";
import { counted } from "./counted.js";
import { type AuditSettings, auditStream } from "./engine.js";
import { type AuditOutput, finishAudit } from "./finish-audit.js";
import { PageChannel } from "./page-channel.js";
import { sitemapUrls } from "./sitemap.js";

/**
 * The formats the audit reads: the text for its words, the html for links, images and headings,
 * and the document as served (`rawHtml`) for its head (canonicals, hreflang, robots directives,
 * structured data) and the custom searches. The command line is not bound by the web tool's
 * request (markdown and html), so it always asks for the whole document.
 */
const AUDIT_FORMATS = ["markdown", "html", "rawHtml"] as const;

/**
 * The crawl options of an audit: the whole page (`onlyMainContent: false`: menus and footers hold
 * links the audit checks) in markdown, html and rawHtml, beside any scrape options given.
 */
export function auditCrawlOptions(
  options: CrawlOptions & { scrapeOptions?: ScrapeOptions },
): CrawlOptions & { scrapeOptions: ScrapeOptions } {
  const given = options.scrapeOptions ?? {};
  const formats = [...(given.formats ?? [])];
  for (const format of AUDIT_FORMATS) if (!formats.includes(format)) formats.push(format);
  return { ...options, scrapeOptions: { onlyMainContent: false, ...given, formats } };
}

/** What the crawl of an audit needs beside its options. */
export interface AuditCrawl {
  url: string;
  options: CrawlOptions & { scrapeOptions: ScrapeOptions };
  /** `--resume ID`: pick up that job into `-o`, then audit the whole folder. */
  resume?: string;
  follow: FollowFlags;
  /** `--config`'s rules and the custom queries. */
  settings: AuditSettings;
  /** `--compare-sitemap`: the provider's map of the sitemap, asked before the crawl starts. */
  compareSitemap?: boolean;
}

/**
 * `audit URL`: crawls the site and audits its pages as they arrive (each page written to `-o` by
 * the same writer as `crawl -o`, whole, as JSON). Ctrl-C during the crawl cancels the job, as
 * `crawl` does, and keeps the folder resumable; during the audit, it writes nothing and exits
 * 130. `--resume` picks a job up into its folder, then audits the whole folder from disk.
 */
export async function auditCrawl(
  ctx: Context,
  crawl: AuditCrawl,
  output: AuditOutput,
): Promise<void> {
  const dir = output.output;
  // A missing key, and a folder that cannot take the pages, are refused before any job starts.
  ctx.client();
  if (dir !== undefined) PageFolder.check(dir, crawl.resume !== undefined);
  const settings: AuditSettings = crawl.compareSitemap
    ? { ...crawl.settings, sitemap: await sitemapUrls(ctx, crawl.url) }
    : crawl.settings;
  const id = crawl.resume ?? (await startCrawlJob(ctx, crawl.url, crawl.options));
  const resumeArgs = ["audit", crawl.url, "--resume", id, "-o", dir ?? "DIR"];
  const folder =
    dir === undefined
      ? undefined
      : await PageFolder.open(
          dir,
          "json",
          crawlJobRecord(ctx, id, crawl.url),
          crawl.resume !== undefined,
        );
  const job = await crawlJob(ctx, id, crawl.follow, crawl.resume !== undefined, resumeArgs);
  const following = followSettings(crawl.follow, dir === undefined ? "" : ` in ${dir}`);
  if (crawl.resume !== undefined && dir !== undefined) {
    let partial: ExitError | undefined;
    try {
      await followJob(ctx, job, new DocumentSink({ folder }), ctx.progress("crawl"), following);
    } catch (error) {
      if (!isPartial(error)) throw error;
      partial = error;
    }
    return auditFolder(ctx, dir, crawl.url, settings, output, partial?.message);
  }
  const progress = createAuditProgress({
    stream: ctx.streams.stderr,
    quiet: ctx.quiet,
    colours: ctx.colours,
  });
  const { auditing, pages, partial } = await crawlIntoAudit(ctx, job, folder, following, {
    startUrl: crawl.url,
    progress,
    settings,
  });
  const crawledAt = Date.now();
  ctx.interrupts.onStop((reason) => {
    if (reason !== "pipe")
      progress.note("Interrupted: the audit stops and writes nothing (Ctrl-C again to quit now)");
  });
  progress.start(pages.crawled, "site-wide checks");
  progress.update(pages.audited);
  let analysis;
  try {
    analysis = await auditing;
  } catch (error) {
    if (ctx.interrupts.reason === undefined) throw error;
    progress.finish("Audit stopped; nothing written.");
    throw stoppedExit(ctx.interrupts.reason);
  }
  progress.finish(`audit: ${pages.crawled} pages`);
  await finishAudit(ctx, output, {
    analysis,
    startUrl: crawl.url,
    crawledAt,
    source: { kind: "crawl", jobId: id, apiUrl: ctx.client().apiUrl },
    ...(partial === undefined ? {} : { partial: { skipped: 0, message: partial.message } }),
  });
}

/**
 * Follows the crawl into its folder (if any) and, page by page as they arrive, into the audit,
 * which reads them through a channel of a few pages: a slow audit slows the reading of the crawl
 * rather than piling its pages up. Resolves once the crawl is done, the audit still finishing its
 * site-wide checks; a crawl whose paging stalled (exit 3) keeps its pages and is audited too. Any
 * other end of the crawl (Ctrl-C, a failure) stops the audit and is thrown.
 */
async function crawlIntoAudit(
  ctx: Context,
  job: StartedJob,
  folder: PageFolder | undefined,
  settings: FollowSettings,
  audit: { startUrl: string; settings: AuditSettings; progress: AuditProgress },
): Promise<{
  auditing: Promise<CrawlAnalysis>;
  pages: { crawled: number; audited: number };
  partial: ExitError | undefined;
}> {
  const channel = new PageChannel<PageDocument>();
  const abandon = new AbortController();
  const pages = { crawled: 0, audited: 0 };
  const auditing = auditStream(
    counted(channel as AsyncIterable<CrawledPage>, {
      each: (count) => audit.progress.update((pages.audited = count)),
      end: () => audit.progress.stage("site-wide checks"),
    }),
    {
      ...audit.settings,
      startUrl: audit.startUrl,
      signal: AbortSignal.any([ctx.interrupts.signal, abandon.signal]),
    },
  );
  // Awaited by the caller; until then a failure must not count as unhandled.
  auditing.catch(() => undefined);
  const throttled: StartedJob = {
    ...job,
    documents: async function* () {
      for await (const document of job.documents()) {
        await channel.room();
        yield document;
      }
    },
  };
  let partial: ExitError | undefined;
  try {
    await followJob(
      ctx,
      throttled,
      new AuditingSink({ folder }, channel),
      ctx.progress("crawl"),
      settings,
    );
  } catch (error) {
    if (!isPartial(error)) {
      abandon.abort();
      throw error;
    }
    partial = error;
  } finally {
    channel.close();
    pages.crawled = channel.pushed;
  }
  return { auditing, pages, partial };
}

/** A crawl whose paging stalled: it kept what it received, which is audited, and the run exits 3. */
function isPartial(error: unknown): error is ExitError {
  return error instanceof ExitError && error.exitCode === EXIT.partial;
}

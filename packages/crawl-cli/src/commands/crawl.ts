import type { CrawlOptions, ScrapeOptions } from "@keystone/crawl-client";
import { Command } from "commander";
import {
  isJobId,
  parseChoice,
  parseHttpUrl,
  parseInteger,
  parseJsonObject,
  readJsonObjectFile,
} from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { ExitError, UsageError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { followJob, type StartedJob } from "../jobs/follow.js";
import { watchCrawl } from "../jobs/watch-crawl.js";
import type { PageDocument } from "../output/page.js";
import {
  checkPageFolder,
  type JobFlags,
  openPageSink,
  pageFormat,
  printCancelled,
  withJobFlags,
} from "./page-output.js";
import { type Action, commandLine } from "./shared.js";

interface CrawlFlags extends JobFlags {
  wait?: boolean;
  limit?: number;
  maxDepth?: number;
  includePaths?: string[];
  excludePaths?: string[];
  sitemap?: "include" | "skip" | "only";
  allowSubdomains?: boolean;
  allowExternalLinks?: boolean;
  crawlEntireDomain?: boolean;
  ignoreQueryParameters?: boolean;
  delay?: number;
  scrapeOptions?: Record<string, unknown>;
  scrapeOptionsFile?: string;
  webhook?: string;
}

export function crawlCommand(action: Action): Command {
  return withJobFlags(
    new Command("crawl")
      .description(
        "Crawl a site. With -o DIR every page is written as it arrives, one file each, with pages.ndjson; --ndjson streams pages to stdout; --wait prints them as a JSON array; alone, it prints the job id.",
      )
      .argument("[url-or-job-id]", "the URL to crawl, or a job id for its status"),
    "crawl",
  )
    .option("--wait", "wait for the crawl and print its pages as a JSON array")
    .option(
      "--limit <n>",
      "most pages to crawl",
      parsed("--limit", (f, v) => parseInteger(f, v, 1)),
    )
    .option(
      "--max-depth <n>",
      "most link hops from the start URL",
      parsed("--max-depth", (f, v) => parseInteger(f, v, 0)),
    )
    .option(
      "--include-paths <paths>",
      "only paths matching these patterns (comma-separated)",
      collectList("--include-paths"),
    )
    .option(
      "--exclude-paths <paths>",
      "skip paths matching these patterns (comma-separated)",
      collectList("--exclude-paths"),
    )
    .option(
      "--sitemap <mode>",
      "include, skip or only",
      parsed("--sitemap", (f, v) => parseChoice(f, v, ["include", "skip", "only"] as const)),
    )
    .option("--allow-subdomains", "follow links to subdomains")
    .option("--allow-external-links", "follow links to other sites")
    .option("--crawl-entire-domain", "follow links to parent and sibling paths too")
    .option("--ignore-query-parameters", "treat URLs that differ only in their query as one")
    .option(
      "--delay <ms>",
      "pause between scrapes",
      parsed("--delay", (f, v) => parseInteger(f, v, 0)),
    )
    .option(
      "--scrape-options <json>",
      "scrape options for every page, as JSON",
      parsed("--scrape-options", (f, v) => parseJsonObject(f, v)),
    )
    .option("--scrape-options-file <path>", "scrape options for every page, from a JSON file")
    .option("--webhook <url>", "a webhook the provider notifies", parsed("--webhook", parseHttpUrl))
    .action(action(runCrawl));
}

async function runCrawl(
  ctx: Context,
  target: string | undefined,
  flags: CrawlFlags,
): Promise<void> {
  if (flags.resume !== undefined) return followCrawl(ctx, flags.resume, flags, true);
  if (typeof flags.cancel === "string") return cancelCrawl(ctx, flags.cancel, flags);
  if (flags.status !== undefined) return crawlStatus(ctx, flags.status, flags);
  if (target === undefined)
    throw new UsageError("url", "give the URL to crawl (or --status, --cancel, --resume ID)");
  if (isJobId(target)) return crawlStatus(ctx, target, flags);
  const url = parseHttpUrl("url", target);
  const options = crawlOptions(flags);
  const client = ctx.client();
  const follow = flags.output !== undefined || flags.ndjson === true || flags.wait === true;
  checkPageFolder(flags, false);
  // The start is not aborted by Ctrl-C: the provider may already have accepted it, and only its
  // id lets the job be cancelled. A stop that came meanwhile is handled as the pages are followed.
  const id = ctx.flags.v1
    ? (await client.v1.asyncCrawlUrl(url, v1Params(options))).id
    : (await client.startCrawl(url, options)).id;
  if (id === undefined) throw new Error("the provider started no crawl job");
  if (!follow) {
    if (ctx.interrupts.reason !== undefined) {
      // Ctrl-C came while the start was on its way: the job must not run on unseen.
      await cancelCrawlJob(ctx, id);
      ctx.info(`Cancelled crawl ${id} at the provider.`);
      throw new ExitError("", EXIT.interrupted);
    }
    if (flags.json) ctx.out.json({ id, url }, flags.pretty === true);
    else ctx.out.line(id);
    ctx.info(`Follow it with: ${commandLine(ctx, ["crawl", "--resume", id, "-o", "DIR"])}`);
    return;
  }
  return followCrawl(ctx, id, flags, false, options.scrapeOptions?.formats);
}

function crawlOptions(flags: CrawlFlags): CrawlOptions & { scrapeOptions?: ScrapeOptions } {
  if (flags.scrapeOptions && flags.scrapeOptionsFile)
    throw new UsageError(
      "--scrape-options-file",
      "give --scrape-options or --scrape-options-file, not both",
    );
  const scrapeOptions = flags.scrapeOptionsFile
    ? readJsonObjectFile("--scrape-options-file", flags.scrapeOptionsFile)
    : flags.scrapeOptions;
  return {
    ...(flags.limit === undefined ? {} : { limit: flags.limit }),
    ...(flags.maxDepth === undefined ? {} : { maxDiscoveryDepth: flags.maxDepth }),
    ...(flags.includePaths ? { includePaths: flags.includePaths } : {}),
    ...(flags.excludePaths ? { excludePaths: flags.excludePaths } : {}),
    ...(flags.sitemap ? { sitemap: flags.sitemap } : {}),
    ...(flags.allowSubdomains ? { allowSubdomains: true } : {}),
    ...(flags.allowExternalLinks ? { allowExternalLinks: true } : {}),
    ...(flags.crawlEntireDomain ? { crawlEntireDomain: true } : {}),
    ...(flags.ignoreQueryParameters ? { ignoreQueryParameters: true } : {}),
    ...(flags.delay === undefined ? {} : { delay: flags.delay }),
    ...(flags.maxConcurrency === undefined ? {} : { maxConcurrency: flags.maxConcurrency }),
    ...(flags.webhook ? { webhook: flags.webhook } : {}),
    ...(scrapeOptions ? { scrapeOptions: scrapeOptions as ScrapeOptions } : {}),
  };
}

/** v2's crawl options under v1's names. */
function v1Params(options: CrawlOptions): Record<string, unknown> {
  const { maxDiscoveryDepth, sitemap, crawlEntireDomain, ...rest } = options;
  return {
    ...rest,
    ...(maxDiscoveryDepth == null ? {} : { maxDepth: maxDiscoveryDepth }),
    ...(sitemap === "skip" ? { ignoreSitemap: true } : {}),
    ...(crawlEntireDomain ? { allowBackwardLinks: true } : {}),
  };
}

async function crawlStatus(ctx: Context, id: string, flags: CrawlFlags): Promise<void> {
  const client = ctx.client();
  const status = ctx.flags.v1
    ? await client.v1.checkCrawlStatus(id, false)
    : await client.getCrawlStatus(id, { autoPaginate: false });
  const { data: _data, next: _next, ...summary } = status as unknown as Record<string, unknown>;
  if (flags.json) {
    ctx.out.json({ id, ...summary }, flags.pretty === true);
    return;
  }
  for (const field of ["status", "completed", "total", "creditsUsed", "expiresAt"])
    if (summary[field] !== undefined) ctx.out.line(`${field}: ${String(summary[field] as string)}`);
}

/** Cancels the crawl at the provider; false when it had already ended. */
async function cancelCrawlJob(ctx: Context, id: string, signal?: AbortSignal): Promise<boolean> {
  const client = ctx.client();
  const options = signal === undefined ? undefined : { signal };
  return ctx.flags.v1
    ? (await client.v1.cancelCrawl(id, options)).status === "cancelled"
    : client.cancelCrawl(id, options);
}

async function cancelCrawl(ctx: Context, id: string, flags: CrawlFlags): Promise<void> {
  printCancelled(ctx, id, await cancelCrawlJob(ctx, id), flags);
}

/**
 * Follows a crawl's pages into the sink. A crawl this run started is followed over its socket
 * (each page once on any server); a resumed one too while it runs, and over HTTP, one status page
 * at a time, once it has ended (a socket's first message would carry the whole crawl).
 */
async function followCrawl(
  ctx: Context,
  id: string,
  flags: CrawlFlags,
  resume: boolean,
  formats?: readonly unknown[],
): Promise<void> {
  const client = ctx.client();
  const { signal } = ctx.interrupts;
  const { sink, where } = await openPageSink(
    ctx,
    flags,
    pageFormat(flags, formats),
    { id, kind: "crawl", apiUrl: client.apiUrl, startedAt: new Date().toISOString() },
    resume,
  );
  // `--timeout` is the follow loop's own deadline, which also cancels the job. Without it, the
  // SDK follows the job as long as it makes progress (it gives up after 30 minutes without).
  const requestOptions = { signal };
  const streamOptions =
    flags.pollInterval === undefined ? {} : { pollInterval: flags.pollInterval };
  const watching = !resume || (!ctx.flags.v1 && (await isRunning(ctx, id)));
  ctx.debug(
    `following crawl ${id} ${watching ? "over its WebSocket" : "over HTTP, a status page at a time"}`,
  );
  let total: () => number | undefined = () => undefined;
  const documents = (): AsyncIterable<PageDocument> => {
    if (watching) {
      const watched = watchCrawl(ctx.flags.v1 ? client.v1 : client, id, {
        ...requestOptions,
        ...streamOptions,
      });
      total = watched.total;
      return watched.documents;
    }
    return (
      ctx.flags.v1
        ? client.v1.crawlDocuments(id, streamOptions, requestOptions)
        : client.crawlDocuments(id, streamOptions, requestOptions)
    ) as AsyncIterable<PageDocument>;
  };
  const job: StartedJob = {
    kind: "crawl",
    id,
    documents,
    total: () => total(),
    cancel: (cancelSignal) => cancelCrawlJob(ctx, id, cancelSignal),
    resumeCommand: commandLine(ctx, ["crawl", "--resume", id, "-o", flags.output ?? "DIR"]),
    cancelCommand: commandLine(ctx, ["crawl", "--cancel", id]),
    resumed: resume,
  };
  await followJob(ctx, job, sink, ctx.progress("crawl"), {
    noCancel: flags.cancel === false,
    timeoutMs: flags.timeout === undefined ? undefined : flags.timeout * 1000,
    where,
  });
}

/** Whether the crawl still runs: the team's active crawls list it. Unknown counts as running. */
async function isRunning(ctx: Context, id: string): Promise<boolean> {
  try {
    const { crawls } = await ctx.client().getActiveCrawls({ signal: ctx.interrupts.signal });
    return crawls.some((crawl) => crawl.id === id);
  } catch {
    return true;
  }
}

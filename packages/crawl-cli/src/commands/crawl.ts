import { Command } from "commander";
import { isJobId, parseHttpUrl } from "../cli/arguments.js";
import type { Context } from "../cli/context.js";
import { ExitError, UsageError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { type FollowSettings, followJob, type StartedJob } from "../jobs/follow.js";
import { watchCrawl } from "../jobs/watch-crawl.js";
import type { PageDocument } from "../output/page.js";
import type { JobRecord } from "../output/page-folder.js";
import { type CrawlFlags, crawlOptions, v1Params, withCrawlFlags } from "./crawl-flags.js";
import {
  checkPageFolder,
  type FollowFlags,
  type JobFlags,
  openPageSink,
  pageFormat,
  printCancelled,
  withJobFlags,
} from "./page-output.js";
import { type Action, commandLine } from "./shared.js";

interface CrawlCommandFlags extends CrawlFlags, JobFlags {
  wait?: boolean;
}

export function crawlCommand(action: Action): Command {
  const command = withJobFlags(
    new Command("crawl")
      .description(
        "Crawl a site. With -o DIR every page is written as it arrives, one file each, with pages.ndjson; --ndjson streams pages to stdout; --wait prints them as a JSON array; alone, it prints the job id.",
      )
      .argument("[url-or-job-id]", "the URL to crawl, or a job id for its status"),
    "crawl",
  ).option("--wait", "wait for the crawl and print its pages as a JSON array");
  return withCrawlFlags(command).action(action(runCrawl));
}

async function runCrawl(
  ctx: Context,
  target: string | undefined,
  flags: CrawlCommandFlags,
): Promise<void> {
  if (flags.resume !== undefined) return followCrawl(ctx, flags.resume, flags, true);
  if (typeof flags.cancel === "string") return cancelCrawl(ctx, flags.cancel, flags);
  if (flags.status !== undefined) return crawlStatus(ctx, flags.status, flags);
  if (target === undefined)
    throw new UsageError("url", "give the URL to crawl (or --status, --cancel, --resume ID)");
  if (isJobId(target)) return crawlStatus(ctx, target, flags);
  const url = parseHttpUrl("url", target);
  const options = crawlOptions(flags);
  // A missing key or one bound for plain http:// is refused before the folder is looked at.
  ctx.client();
  const follow = flags.output !== undefined || flags.ndjson === true || flags.wait === true;
  checkPageFolder(flags, false);
  const id = await startCrawlJob(ctx, url, options);
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

async function crawlStatus(ctx: Context, id: string, flags: CrawlCommandFlags): Promise<void> {
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
export async function cancelCrawlJob(
  ctx: Context,
  id: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const client = ctx.client();
  const options = signal === undefined ? undefined : { signal };
  return ctx.flags.v1
    ? (await client.v1.cancelCrawl(id, options)).status === "cancelled"
    : client.cancelCrawl(id, options);
}

async function cancelCrawl(ctx: Context, id: string, flags: CrawlCommandFlags): Promise<void> {
  printCancelled(ctx, id, await cancelCrawlJob(ctx, id), flags);
}

/**
 * Starts a crawl at the provider. The start is not aborted by Ctrl-C: the provider may already have
 * accepted it, and only its id lets the job be cancelled. A stop that came meanwhile is handled as
 * the pages are followed.
 */
export async function startCrawlJob(
  ctx: Context,
  url: string,
  options: ReturnType<typeof crawlOptions>,
): Promise<string> {
  const client = ctx.client();
  const id = ctx.flags.v1
    ? (await client.v1.asyncCrawlUrl(url, v1Params(options))).id
    : (await client.startCrawl(url, options)).id;
  if (id === undefined) throw new Error("the provider started no crawl job");
  return id;
}

/** Follows a crawl's pages into a folder (`-o`) or to stdout. */
async function followCrawl(
  ctx: Context,
  id: string,
  flags: CrawlCommandFlags,
  resume: boolean,
  formats?: readonly unknown[],
): Promise<void> {
  const { sink, where } = await openPageSink(
    ctx,
    flags,
    pageFormat(flags, formats),
    crawlJobRecord(ctx, id),
    resume,
  );
  const job = await crawlJob(ctx, id, flags, resume, [
    "crawl",
    "--resume",
    id,
    "-o",
    flags.output ?? "DIR",
  ]);
  await followJob(ctx, job, sink, ctx.progress("crawl"), followSettings(flags, where));
}

/** What `job.json` records of a crawl: `url`, its start URL, when known (`audit` reads it back). */
export interface CrawlJobRecord extends JobRecord {
  url?: string;
}

/** What `job.json` records of a crawl this run follows. */
export function crawlJobRecord(ctx: Context, id: string, url?: string): CrawlJobRecord {
  return {
    id,
    kind: "crawl",
    apiUrl: ctx.client().apiUrl,
    startedAt: new Date().toISOString(),
    ...(url === undefined ? {} : { url }),
  };
}

/** The follow loop's settings from the flags: Ctrl-C's cancel and `--timeout`. */
export function followSettings(flags: FollowFlags, where: string): FollowSettings {
  return {
    noCancel: flags.cancel === false,
    timeoutMs: flags.timeout === undefined ? undefined : flags.timeout * 1000,
    where,
  };
}

/**
 * A crawl as the follow loop needs it. A crawl this run started is followed over its socket (each
 * page once on any server); a resumed one too while it runs, and over HTTP, one status page at a
 * time, once it has ended (a socket's first message would carry the whole crawl). `resumeArgs`
 * are the arguments of the command that picks it up again.
 */
export async function crawlJob(
  ctx: Context,
  id: string,
  flags: FollowFlags,
  resume: boolean,
  resumeArgs: string[],
): Promise<StartedJob> {
  const client = ctx.client();
  const { signal } = ctx.interrupts;
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
  return {
    kind: "crawl",
    id,
    documents,
    total: () => total(),
    cancel: (cancelSignal) => cancelCrawlJob(ctx, id, cancelSignal),
    resumeCommand: commandLine(ctx, resumeArgs),
    cancelCommand: commandLine(ctx, ["crawl", "--cancel", id]),
    resumed: resume,
  };
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

import { Command } from "commander";
import { parseHttpUrl } from "../cli/arguments.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { followJob } from "../jobs/follow.js";
import type { PageDocument } from "../output/page.js";
import {
  checkPageFolder,
  type JobFlags,
  openPageSink,
  pageFormat,
  printCancelled,
  withJobFlags,
} from "./page-output.js";
import {
  formatNames,
  type ScrapeFlags,
  scrapeOptionsOf,
  v1ScrapeParams,
  withScrapeFlags,
} from "./scrape-flags.js";
import { type Action, commandLine } from "./shared.js";

interface BatchFlags extends ScrapeFlags, JobFlags {}

/** Largest list of URLs read from a file: the API's own batch limit is far lower. */
const MAX_URL_FILE_BYTES = 10 * 1024 * 1024;

export function batchCommand(action: Action): Command {
  return withJobFlags(
    withScrapeFlags(
      new Command("batch")
        .description(
          "Scrape many URLs as one provider job: URLs as arguments or a file of one URL a line. Pages go to -o DIR as they arrive (or --ndjson, or a JSON array on stdout).",
        )
        .argument("[file-or-urls...]", "a file listing URLs, or the URLs"),
    ),
    "batch",
  ).action(action(runBatch));
}

async function runBatch(ctx: Context, inputs: string[], flags: BatchFlags): Promise<void> {
  const client = ctx.client();
  if (typeof flags.cancel === "string") {
    printCancelled(ctx, flags.cancel, await cancelBatchJob(ctx, flags.cancel), flags);
    return;
  }
  if (flags.status !== undefined) {
    const status = ctx.flags.v1
      ? await client.v1.checkBatchScrapeStatus(flags.status, false)
      : await client.getBatchScrapeStatus(flags.status, { autoPaginate: false });
    const { data: _data, next: _next, ...summary } = status as unknown as Record<string, unknown>;
    ctx.out.json({ id: flags.status, ...summary }, flags.pretty === true);
    return;
  }
  const options = scrapeOptionsOf(flags, ctx.flags.v1 === true);
  let id = flags.resume;
  let total: number | undefined;
  if (id === undefined) {
    const urls = urlsOf(inputs);
    checkPageFolder(flags, false);
    total = urls.length;
    id = ctx.flags.v1
      ? (await client.v1.asyncBatchScrapeUrls(urls, v1ScrapeParams(options) as never)).id
      : (
          await client.startBatchScrape(urls, {
            options,
            ...(flags.maxConcurrency === undefined ? {} : { maxConcurrency: flags.maxConcurrency }),
          })
        ).id;
  } else if (inputs.length > 0) throw new UsageError("--resume", "takes no URLs: the job has them");
  const jobId = id;
  const { sink, where } = await openPageSink(
    ctx,
    flags,
    pageFormat(flags, formatNames(options.formats)),
    { id: jobId, kind: "batch", apiUrl: client.apiUrl, startedAt: new Date().toISOString() },
    flags.resume !== undefined,
  );
  const { signal } = ctx.interrupts;
  // `--timeout` is the follow loop's own deadline, which also cancels the job. Without it, the
  // SDK follows the job as long as it makes progress (it gives up after 30 minutes without).
  const requestOptions = { signal };
  const streamOptions =
    flags.pollInterval === undefined ? {} : { pollInterval: flags.pollInterval };
  await followJob(
    ctx,
    {
      kind: "batch",
      id: jobId,
      documents: () =>
        (ctx.flags.v1
          ? client.v1.batchScrapeDocuments(jobId, streamOptions, requestOptions)
          : client.batchScrapeDocuments(
              jobId,
              streamOptions,
              requestOptions,
            )) as AsyncIterable<PageDocument>,
      total: () => total,
      cancel: (cancelSignal) => cancelBatchJob(ctx, jobId, cancelSignal),
      resumeCommand: commandLine(ctx, ["batch", "--resume", jobId, "-o", flags.output ?? "DIR"]),
      cancelCommand: commandLine(ctx, ["batch", "--cancel", jobId]),
      resumed: flags.resume !== undefined,
    },
    sink,
    ctx.progress("batch"),
    {
      noCancel: flags.cancel === false,
      timeoutMs: flags.timeout === undefined ? undefined : flags.timeout * 1000,
      where,
    },
  );
}

/** Cancels the batch at the provider; false when it had already ended. */
async function cancelBatchJob(ctx: Context, id: string, signal?: AbortSignal): Promise<boolean> {
  const client = ctx.client();
  const options = signal === undefined ? undefined : { signal };
  return ctx.flags.v1
    ? (await client.v1.cancelBatchScrape(id, options)).status === "cancelled"
    : client.cancelBatchScrape(id, options);
}

/** The URLs given, or listed in the one file given (blank lines and `#` comments left out), each checked. */
function urlsOf(inputs: string[]): string[] {
  if (inputs.length === 0)
    throw new UsageError("file-or-urls", "give the URLs, or a file of one URL a line");
  const [first] = inputs;
  if (inputs.length === 1 && first !== undefined && !/^https?:\/\//i.test(first)) {
    let text: string;
    try {
      text = readCappedFile(first, { maxBytes: MAX_URL_FILE_BYTES }).toString("utf8");
    } catch (error) {
      if (error instanceof FileRefusedError) throw new UsageError("file", error.message);
      throw new UsageError(
        "file",
        `${first} is neither a URL nor a readable file (${(error as Error).message})`,
      );
    }
    const urls = text
      .split(/\r?\n/)
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line !== "" && !line.startsWith("#"))
      .map(({ line, number }) => parseHttpUrl(`${first}:${number}`, line));
    if (urls.length === 0) throw new UsageError("file", `${first} lists no URL`);
    return [...new Set(urls)];
  }
  return [...new Set(inputs.map((input) => parseHttpUrl("url", input)))];
}

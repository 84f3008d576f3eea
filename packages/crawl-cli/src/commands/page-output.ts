import type { Command } from "commander";
import { parseInteger, parseJobId, parseSeconds } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { type JobRecord, PageFolder } from "../output/page-folder.js";
import type { PageFormat } from "../output/page.js";
import { DocumentSink } from "../output/sink.js";

/** The output flags of the commands that produce many pages (crawl, batch, several scrapes). */
export interface PageOutputFlags {
  output?: string;
  ndjson?: boolean;
  json?: boolean;
}

/** How a job with pages is followed (`withFollowFlags`). */
export interface FollowFlags {
  /** A job id to cancel, or false for --no-cancel. */
  cancel?: string | false;
  maxConcurrency?: number;
  pollInterval?: number;
  timeout?: number;
}

/** The flags of a job with pages (crawl, batch): find it, stop it, pick it up, and where pages go. */
export interface JobFlags extends PageOutputFlags, FollowFlags {
  status?: string;
  resume?: string;
  pretty?: boolean;
}

export function withJobFlags(command: Command, noun: "crawl" | "batch"): Command {
  const withNoun = command
    .option(`--status <job-id>`, `show the status of a ${noun} job`, parsed("--status", parseJobId))
    .option(`--cancel <job-id>`, `cancel a ${noun} job`, parsed("--cancel", parseJobId))
    .option(
      "--resume <job-id>",
      `pick up a ${noun} after a lost connection, into the -o folder`,
      parsed("--resume", parseJobId),
    )
    .option(
      "-o, --output <dir>",
      "write each page to a file in DIR as it arrives, with pages.ndjson",
    )
    .option("--ndjson", "stream each page to stdout as one JSON line")
    .option("--json", "write page files as whole JSON documents, and status as JSON")
    .option("--pretty", "indent JSON output");
  return withFollowFlags(withNoun);
}

/** How a job with pages is followed: its concurrency, polling, deadline, and what Ctrl-C does. */
export function withFollowFlags(command: Command): Command {
  return command
    .option(
      "--max-concurrency <n>",
      "most pages scraped at once",
      parsed("--max-concurrency", (f, v) => parseInteger(f, v, 1)),
    )
    .option(
      "--poll-interval <seconds>",
      "seconds between status checks when polling (at least 2)",
      parsed("--poll-interval", parseSeconds),
    )
    .option(
      "--timeout <seconds>",
      "give up waiting after this long (the job is then cancelled)",
      parsed("--timeout", parseSeconds),
    )
    .option("--no-cancel", "on Ctrl-C, leave the job running and print how to resume");
}

/** The answer to `--cancel ID` of a crawl or a batch: `{id, cancelled}` with `--json`, else a line. */
export function printCancelled(
  ctx: Context,
  id: string,
  cancelled: boolean,
  flags: JobFlags,
): void {
  if (flags.json) ctx.out.json({ id, cancelled }, flags.pretty === true);
  else ctx.out.line(cancelled ? `cancelled ${id}` : `${id} had already ended`);
}

/** Markdown files unless the pages carry no markdown or `--json` asks for the whole documents. */
export function pageFormat(
  flags: PageOutputFlags,
  formats: readonly unknown[] | undefined,
): PageFormat {
  if (flags.json) return "json";
  if (formats === undefined || formats.includes("markdown")) return "markdown";
  if (formats.length === 1 && (formats[0] === "html" || formats[0] === "rawHtml")) return "html";
  return "json";
}

/**
 * Refuses the `-o` folder before a job is started for it, so that a folder that cannot take the
 * pages (one holding another job's, a planted link) leaves no job running and paid for.
 */
export function checkPageFolder(flags: PageOutputFlags, resume: boolean): void {
  if (flags.output !== undefined) PageFolder.check(flags.output, resume);
}

/**
 * Pages go to the folder of `-o` (files and `pages.ndjson`), to stdout one JSON document a line
 * (`--ndjson`, also beside `-o`), or else to stdout as one JSON array streamed as it grows.
 */
export async function openPageSink(
  ctx: Context,
  flags: PageOutputFlags,
  format: PageFormat,
  job: JobRecord,
  resume: boolean,
): Promise<{ sink: DocumentSink; where: string }> {
  if (resume && flags.output === undefined)
    throw new UsageError("--resume", "needs -o DIR, the folder that holds the job's pages so far");
  const folder =
    flags.output === undefined
      ? undefined
      : await PageFolder.open(flags.output, format, job, resume);
  const stdout =
    flags.ndjson === true
      ? ({ output: ctx.out, as: "ndjson" } as const)
      : folder === undefined
        ? ({ output: ctx.out, as: "json-array" } as const)
        : undefined;
  return {
    sink: new DocumentSink({ folder, stdout }),
    where: flags.output === undefined ? "" : ` in ${flags.output}`,
  };
}

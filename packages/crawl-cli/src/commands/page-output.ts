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

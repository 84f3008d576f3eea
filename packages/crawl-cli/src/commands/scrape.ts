import { writeFileSync } from "node:fs";
import { Command } from "commander";
import { parseHttpUrl, parseInteger } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { describeError, ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { stoppedExit } from "../cli/interrupt.js";
import type { PageDocument } from "../output/page.js";
import { openPageSink, pageFormat } from "./page-output.js";
import {
  formatNames,
  type ScrapeFlags,
  scrapeOptionsOf,
  v1ScrapeParams,
  withScrapeFlags,
} from "./scrape-flags.js";
import { type Action, stopOnInterrupt } from "./shared.js";

interface ScrapeCommandFlags extends ScrapeFlags {
  output?: string;
  json?: boolean;
  pretty?: boolean;
  ndjson?: boolean;
  concurrency: number;
}

/** Formats whose content is text a person reads as it is. */
const TEXT_FORMATS = new Set(["markdown", "html", "rawHtml", "summary"]);

export function scrapeCommand(action: Action): Command {
  return withScrapeFlags(
    new Command("scrape")
      .description(
        "Scrape one or more URLs. One URL prints its markdown (or --json); several are scraped concurrently and printed one JSON line each, or written to -o DIR.",
      )
      .argument("<urls...>", "the URLs to scrape"),
  )
    .option(
      "-o, --output <path>",
      "one URL: write to this file; several: one file each in this folder",
    )
    .option("--json", "the whole document as JSON")
    .option("--pretty", "indent JSON output")
    .option("--ndjson", "one JSON document a line")
    .option(
      "--concurrency <n>",
      "scrapes at once for several URLs",
      parsed("--concurrency", (f, v) => parseInteger(f, v, 1, 20)),
      4,
    )
    .action(action(runScrape));
}

async function runScrape(
  ctx: Context,
  targets: string[],
  flags: ScrapeCommandFlags,
): Promise<void> {
  const urls = [...new Set(targets.map((target) => parseHttpUrl("url", target)))];
  const options = scrapeOptionsOf(flags, ctx.flags.v1 === true);
  const client = ctx.client();
  const { signal } = ctx.interrupts;
  const scrape = async (url: string): Promise<PageDocument> =>
    (ctx.flags.v1
      ? await client.v1.scrapeUrl(url, v1ScrapeParams(options) as never, { signal })
      : await client.scrape(url, options, { signal })) as PageDocument;
  if (urls.length === 1 && !flags.ndjson)
    return printDocument(
      ctx,
      await stopOnInterrupt(ctx, scrape(urls[0] as string)),
      flags,
      formatNames(options.formats),
    );
  await scrapeMany(ctx, urls, scrape, flags, formatNames(options.formats));
}

/** One page: its text when one text format was asked for, else the document as JSON. */
export function printDocument(
  ctx: Context,
  document: PageDocument,
  flags: { json?: boolean; pretty?: boolean; output?: string },
  formats: string[],
): void {
  const [only] = formats;
  const raw = !flags.json && formats.length === 1 && only !== undefined && TEXT_FORMATS.has(only);
  const field = document[only === "summary" ? "summary" : (only ?? "markdown")];
  const text =
    raw && typeof field === "string"
      ? field
      : `${JSON.stringify(document, null, flags.pretty ? 2 : undefined)}\n`;
  if (flags.output === undefined) ctx.out.write(text.endsWith("\n") ? text : `${text}\n`);
  else writeFileSync(flags.output, text);
}

/** Several pages, a few at a time, each written as it arrives; a failed one is reported and the rest go on. */
async function scrapeMany(
  ctx: Context,
  urls: string[],
  scrape: (url: string) => Promise<PageDocument>,
  flags: ScrapeCommandFlags,
  formats: string[],
): Promise<void> {
  const { sink, where } = await openPageSink(
    ctx,
    { ...flags, ndjson: flags.ndjson ?? flags.output === undefined },
    pageFormat(flags, formats),
    {
      id: `scrape-${Date.now()}`,
      kind: "scrape",
      apiUrl: ctx.client().apiUrl,
      startedAt: new Date().toISOString(),
    },
    false,
  );
  const progress = ctx.progress("scrape");
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length && ctx.interrupts.reason === undefined) {
      const url = urls[next++] as string;
      try {
        sink.accept(await scrape(url));
      } catch (error) {
        if (ctx.interrupts.reason !== undefined) return;
        failed += 1;
        progress.note(`${url}: ${describeError(error, ctx.verbose)}`, ctx.colours.red("failed:"));
      }
      progress.update(sink.count + failed, urls.length);
    }
  };
  progress.started(`${urls.length} URLs`);
  await Promise.all(Array.from({ length: Math.min(flags.concurrency, urls.length) }, worker));
  sink.close();
  if (ctx.interrupts.reason !== undefined) throw stoppedExit(ctx.interrupts.reason);
  progress.finish(`scraped ${sink.count} of ${urls.length} URLs${where}`);
  if (failed === urls.length) throw new ExitError(`all ${failed} scrapes failed`, EXIT.failure);
  if (failed > 0) throw new ExitError(`${failed} of ${urls.length} scrapes failed`, EXIT.partial);
}

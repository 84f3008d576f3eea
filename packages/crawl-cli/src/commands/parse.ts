import { basename, extname } from "node:path";
import type { ParseFormatOption } from "@keystone/crawl-client";
import { Command } from "commander";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import type { PageDocument } from "../output/page.js";
import {
  type ContentFlags,
  contentOptionsOf,
  formatsOf,
  withContentFlags,
} from "./scrape-flags.js";
import { printDocument } from "./scrape.js";
import { type Action, stopOnInterrupt } from "./shared.js";

/** The API's upload limit for /v2/parse, checked here before anything is read or sent. */
const MAX_PARSE_BYTES = 50 * 1024 * 1024;

const PARSE_FORMATS = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "images",
  "summary",
  "json",
  "attributes",
] as const;

/** What the provider is told a file is, by its extension (it also sniffs the bytes). */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html",
  ".htm": "text/html",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".doc": "application/msword",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".rtf": "application/rtf",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".xls": "application/vnd.ms-excel",
  ".txt": "text/plain",
  ".md": "text/markdown",
};

interface ParseFlags extends ContentFlags {
  output?: string;
  json?: boolean;
  pretty?: boolean;
}

export function parseCommand(action: Action): Command {
  return withContentFlags(
    new Command("parse")
      .description(
        "Turn a local file (HTML, PDF, DOCX, XLSX, …, at most 50 MiB) into markdown, as a scrape would (v2 only)",
      )
      .argument("<file>", "the file to upload"),
    PARSE_FORMATS,
  )
    .option("-o, --output <file>", "write the result to this file")
    .option("--json", "the whole document as JSON")
    .option("--pretty", "indent JSON output")
    .action(action(runParse));
}

async function runParse(ctx: Context, path: string, flags: ParseFlags): Promise<void> {
  if (ctx.flags.v1) throw new UsageError("--v1", "parse has no v1 route");
  let data: Buffer;
  try {
    data = readCappedFile(path, { maxBytes: MAX_PARSE_BYTES });
  } catch (error) {
    if (error instanceof FileRefusedError && error.reason === "too-large")
      throw new UsageError("file", `${path} is larger than the API's 50 MiB limit`);
    throw new UsageError("file", `cannot read ${path}: ${(error as Error).message}`);
  }
  const { names, formats } = formatsOf(flags, PARSE_FORMATS);
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
  const client = ctx.client();
  const document = await stopOnInterrupt(
    ctx,
    client.parse(
      {
        data,
        filename: basename(path),
        ...(contentType ? { contentType } : {}),
      },
      { formats: formats as ParseFormatOption[], ...contentOptionsOf(flags) },
      { signal: ctx.interrupts.signal },
    ),
  );
  printDocument(ctx, document as PageDocument, flags, names);
}

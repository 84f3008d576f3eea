import { readFileSync, statSync } from "node:fs";
import { basename, extname } from "node:path";
import type { ParseFormatOption } from "@keystone/crawl-client";
import { Command } from "commander";
import { parseChoices, readJsonObjectFile } from "../cli/arguments.js";
import { collectList } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import type { PageDocument } from "../output/page.js";
import { printDocument, stopOnInterrupt } from "./scrape.js";
import type { Action } from "./shared.js";

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

interface ParseFlags {
  format?: string;
  html?: boolean;
  onlyMainContent?: boolean;
  includeTags?: string[];
  excludeTags?: string[];
  jsonSchema?: string;
  prompt?: string;
  output?: string;
  json?: boolean;
  pretty?: boolean;
}

export function parseCommand(action: Action): Command {
  return new Command("parse")
    .description(
      "Turn a local file (HTML, PDF, DOCX, XLSX, …, at most 50 MiB) into markdown, as a scrape would (v2 only)",
    )
    .argument("<file>", "the file to upload")
    .option(
      "-f, --format <formats>",
      `comma-separated: ${PARSE_FORMATS.join(", ")} (default markdown)`,
    )
    .option("-H, --html", "the file's HTML (same as --format html)")
    .option("--only-main-content", "leave out headers, navigation and footers")
    .option(
      "--include-tags <tags>",
      "only these HTML tags (comma-separated)",
      collectList("--include-tags"),
    )
    .option(
      "--exclude-tags <tags>",
      "leave out these HTML tags (comma-separated)",
      collectList("--exclude-tags"),
    )
    .option(
      "--json-schema <file>",
      "extract JSON matching this JSON Schema file (adds the json format)",
    )
    .option("--prompt <text>", "extract JSON as this prompt asks (adds the json format)")
    .option("-o, --output <file>", "write the result to this file")
    .option("--json", "the whole document as JSON")
    .option("--pretty", "indent JSON output")
    .action(action(runParse));
}

async function runParse(ctx: Context, path: string, flags: ParseFlags): Promise<void> {
  if (ctx.flags.v1) throw new UsageError("--v1", "parse has no v1 route");
  let size: number;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) throw new Error("not a file");
    size = stats.size;
  } catch (error) {
    throw new UsageError("file", `cannot read ${path}: ${(error as Error).message}`);
  }
  if (size > MAX_PARSE_BYTES)
    throw new UsageError("file", `${path} is larger than the API's 50 MiB limit`);
  const names: string[] = flags.format
    ? parseChoices("--format", flags.format, PARSE_FORMATS)
    : flags.html
      ? ["html"]
      : ["markdown"];
  const schema = flags.jsonSchema
    ? readJsonObjectFile("--json-schema", flags.jsonSchema)
    : undefined;
  const wantsJson =
    schema !== undefined || (flags.prompt !== undefined && flags.prompt.trim() !== "");
  if (names.includes("json") && !wantsJson)
    throw new UsageError("--format", "json needs --json-schema FILE or --prompt TEXT");
  const formats: ParseFormatOption[] = names
    .filter((name) => name !== "json")
    .map((name) => name as ParseFormatOption);
  if (wantsJson)
    formats.push({
      type: "json",
      ...(schema ? { schema } : {}),
      ...(flags.prompt ? { prompt: flags.prompt } : {}),
    } as ParseFormatOption);
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
  const client = ctx.client();
  const document = await stopOnInterrupt(
    ctx,
    client.parse(
      {
        data: readFileSync(path),
        filename: basename(path),
        ...(contentType ? { contentType } : {}),
      },
      {
        formats,
        ...(flags.onlyMainContent ? { onlyMainContent: true } : {}),
        ...(flags.includeTags ? { includeTags: flags.includeTags } : {}),
        ...(flags.excludeTags ? { excludeTags: flags.excludeTags } : {}),
      },
      { signal: ctx.interrupts.signal },
    ),
  );
  printDocument(ctx, document as PageDocument, flags, names);
}

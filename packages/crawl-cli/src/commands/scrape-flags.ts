import type { FormatOption, ScrapeOptions } from "@keystone/crawl-client";
import type { Command } from "commander";
import { parseChoices, parseInteger, readJsonObjectFile } from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import { UsageError } from "../cli/errors.js";

export const V2_FORMATS = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "images",
  "screenshot",
  "summary",
  "json",
  "changeTracking",
  "attributes",
  "branding",
] as const;
export const V1_FORMATS = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "screenshot",
  "json",
  "changeTracking",
] as const;

/** The flags that say what a page's document holds, shared by the scrapes and `parse`. */
export interface ContentFlags {
  format?: string;
  html?: boolean;
  onlyMainContent?: boolean;
  jsonSchema?: string;
  prompt?: string;
  includeTags?: string[];
  excludeTags?: string[];
}

/** The scrape flags shared by `scrape`, `batch` and `search --scrape`. */
export interface ScrapeFlags extends ContentFlags {
  waitFor?: number;
  maxAge?: number;
}

export function withContentFlags(command: Command, formats: readonly string[]): Command {
  return command
    .option("-f, --format <formats>", `comma-separated: ${formats.join(", ")} (default markdown)`)
    .option("-H, --html", "the HTML (same as --format html)")
    .option("--only-main-content", "leave out headers, navigation and footers")
    .option(
      "--json-schema <file>",
      "extract JSON matching this JSON Schema file (adds the json format)",
    )
    .option("--prompt <text>", "extract JSON as this prompt asks (adds the json format)")
    .option(
      "--include-tags <tags>",
      "only these HTML tags (comma-separated)",
      collectList("--include-tags"),
    )
    .option(
      "--exclude-tags <tags>",
      "leave out these HTML tags (comma-separated)",
      collectList("--exclude-tags"),
    );
}

export function withScrapeFlags(command: Command): Command {
  return withContentFlags(command, V2_FORMATS)
    .option(
      "--wait-for <ms>",
      "wait this long for the page's scripts before scraping",
      parsed("--wait-for", (f, v) => parseInteger(f, v, 0, 60_000)),
    )
    .option(
      "--max-age <ms>",
      "accept a cached page this old",
      parsed("--max-age", (f, v) => parseInteger(f, v, 0)),
    );
}

/**
 * The formats the flags ask for, checked before any request: names the API version knows, and a
 * json format only with a schema or prompt (the API answers one without either with no JSON and
 * still counts its credits). `names` lists them by name, the json one included.
 */
export function formatsOf(
  flags: ContentFlags,
  allowed: readonly string[],
): { names: string[]; formats: FormatOption[] } {
  const names: string[] = flags.format
    ? parseChoices("--format", flags.format, allowed)
    : flags.html
      ? ["html"]
      : ["markdown"];
  if (flags.html && flags.format && !names.includes("html")) names.push("html");
  const schema = flags.jsonSchema
    ? readJsonObjectFile("--json-schema", flags.jsonSchema)
    : undefined;
  if (flags.prompt !== undefined && flags.prompt.trim() === "")
    throw new UsageError("--prompt", "is empty");
  const wantsJson = schema !== undefined || flags.prompt !== undefined;
  if (names.includes("json") && !wantsJson)
    throw new UsageError("--format", "json needs --json-schema FILE or --prompt TEXT");
  const formats: FormatOption[] = names
    .filter((name) => name !== "json")
    .map((name) => name as FormatOption);
  if (wantsJson) {
    formats.push({
      type: "json",
      ...(schema ? { schema } : {}),
      ...(flags.prompt ? { prompt: flags.prompt } : {}),
    } as FormatOption);
    if (!names.includes("json")) names.push("json");
  }
  return { names, formats };
}

/** The content options of the flags, as both a scrape and a parse take them. */
export function contentOptionsOf(flags: ContentFlags) {
  return {
    ...(flags.onlyMainContent ? { onlyMainContent: true } : {}),
    ...(flags.includeTags ? { includeTags: flags.includeTags } : {}),
    ...(flags.excludeTags ? { excludeTags: flags.excludeTags } : {}),
  };
}

/** The v2 scrape options the flags ask for (see `formatsOf`). */
export function scrapeOptionsOf(
  flags: ScrapeFlags,
  v1: boolean,
): ScrapeOptions & { formats: FormatOption[] } {
  return {
    formats: formatsOf(flags, v1 ? V1_FORMATS : V2_FORMATS).formats,
    ...contentOptionsOf(flags),
    ...(flags.waitFor === undefined ? {} : { waitFor: flags.waitFor }),
    ...(flags.maxAge === undefined ? {} : { maxAge: flags.maxAge }),
  };
}

/** v2 scrape options under v1's names (object formats become `jsonOptions`). */
export function v1ScrapeParams(options: ScrapeOptions): Record<string, unknown> {
  const { formats = [], ...rest } = options;
  const json = formats.find(
    (format): format is { type: "json"; schema?: unknown; prompt?: string } =>
      typeof format === "object" &&
      format !== null &&
      (format as { type?: string }).type === "json",
  );
  return {
    ...rest,
    formats: [...formats.filter((format) => typeof format === "string"), ...(json ? ["json"] : [])],
    ...(json
      ? {
          jsonOptions: {
            ...(json.schema ? { schema: json.schema } : {}),
            ...(json.prompt ? { prompt: json.prompt } : {}),
          },
        }
      : {}),
  };
}

/** The names of the formats asked for, objects included, for choosing how pages are written. */
export function formatNames(formats: readonly FormatOption[]): string[] {
  return formats.map((format) =>
    typeof format === "string" ? format : (format as { type: string }).type,
  );
}

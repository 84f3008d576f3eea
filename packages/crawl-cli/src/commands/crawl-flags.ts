import type { CrawlOptions, ScrapeOptions } from "@keystone/crawl-client";
import type { Command } from "commander";
import {
  parseChoice,
  parseHttpUrl,
  parseInteger,
  parseJsonObject,
  readJsonObjectFile,
} from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import { UsageError } from "../cli/errors.js";

/** What to crawl: the flags `crawl` and `audit` share. */
export interface CrawlFlags {
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
  maxConcurrency?: number;
  scrapeOptions?: Record<string, unknown>;
  scrapeOptionsFile?: string;
  webhook?: string;
}

/** Adds the crawl's flags; `limit` is the default of `--limit` (none: the provider's). */
export function withCrawlFlags(command: Command, defaults: { limit?: number } = {}): Command {
  return command
    .option(
      "--limit <n>",
      "most pages to crawl",
      parsed("--limit", (f, v) => parseInteger(f, v, 1)),
      defaults.limit,
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
    .option(
      "--webhook <url>",
      "a webhook the provider notifies",
      parsed("--webhook", parseHttpUrl),
    );
}

/** The SDK's crawl options from the flags. */
export function crawlOptions(flags: CrawlFlags): CrawlOptions & { scrapeOptions?: ScrapeOptions } {
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
export function v1Params(options: CrawlOptions): Record<string, unknown> {
  const { maxDiscoveryDepth, sitemap, crawlEntireDomain, ...rest } = options;
  return {
    ...rest,
    ...(maxDiscoveryDepth == null ? {} : { maxDepth: maxDiscoveryDepth }),
    ...(sitemap === "skip" ? { ignoreSitemap: true } : {}),
    ...(crawlEntireDomain ? { allowBackwardLinks: true } : {}),
  };
}

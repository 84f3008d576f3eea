/*
 * The one module that calls the audit engine (@keystone/site-audit), so that a change of its
 * input API is one edit here.
 */
import {
  auditPages,
  type CrawlAnalysis,
  type CrawledPage,
  type CustomQueries,
  parseCustomConfig,
  parseRulesConfig,
  type ResolvedRules,
  RulesConfigError,
} from "@keystone/site-audit";
import { readJsonObjectFile } from "../cli/arguments.js";
import { UsageError } from "../cli/errors.js";

/** How the engine judges the pages, the same for a crawl and a folder. */
export interface AuditSettings {
  /** `--config`'s rules, checked before any page is read (`readAuditConfig`). */
  rules?: ResolvedRules;
  /** `--search`, `--search-not`, `--extract` and the file's lists, checked before any crawl. */
  custom?: CustomQueries;
  /** `--compare-sitemap`: the sitemap's URLs, as the provider's map listed them. */
  sitemap?: readonly string[];
}

export interface EngineOptions extends AuditSettings {
  startUrl: string;
  signal: AbortSignal;
}

/**
 * The audit of a crawl's pages, read from `pages` one at a time as they come: of each page the
 * engine keeps its facts and digest, never its text. A stop (the signal) rejects with the
 * engine's AuditAbortedError between two pages.
 */
export function auditStream(
  pages: AsyncIterable<CrawledPage>,
  options: EngineOptions,
): Promise<CrawlAnalysis> {
  return auditPages(pages, {
    startUrl: options.startUrl,
    signal: options.signal,
    ...(options.rules === undefined ? {} : { rules: options.rules }),
    ...(options.custom === undefined ? {} : { custom: options.custom }),
    ...(options.sitemap === undefined ? {} : { sitemap: options.sitemap }),
  });
}

/**
 * `--config FILE`: a rules configuration in ESLint's shape (`{"rules": {"title-too-long":
 * ["warning", {"max": 65}], "lorem-ipsum": "off"}}`), checked against the catalogue, and its
 * custom searches and extractions (`"search"`, `"extract"`), checked by their parsers. A file that
 * cannot be read, is not JSON, or names an unknown rule, severity or option, or a bad expression
 * or selector, is refused (exit 2) with the engine's message, each problem it found in it.
 */
export function readAuditConfig(path: string): { rules: ResolvedRules; custom: CustomQueries } {
  const value = readJsonObjectFile("--config", path);
  try {
    return { rules: parseRulesConfig(value), custom: parseCustomConfig(value) };
  } catch (error) {
    if (error instanceof RulesConfigError)
      throw new UsageError("--config", `${path}: ${error.issues.join("; ")}`);
    throw error;
  }
}

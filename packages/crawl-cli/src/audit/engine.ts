/*
 * The one module that calls the audit engine (@keystone/site-audit), so that a change of its
 * input API is one edit here.
 */
import {
  auditPages,
  type CrawlAnalysis,
  type CrawledPage,
  parseRulesConfig,
  type ResolvedRules,
  RulesConfigError,
} from "@keystone/site-audit";
import { readJsonObjectFile } from "../cli/arguments.js";
import { UsageError } from "../cli/errors.js";

export interface EngineOptions {
  startUrl: string;
  /** `--config`'s rules, checked before any page is read (`readRules`). */
  rules?: ResolvedRules;
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
  });
}

/**
 * `--config FILE`: a rules configuration in ESLint's shape (`{"rules": {"title-too-long":
 * ["warning", {"max": 65}], "lorem-ipsum": "off"}}`), checked against the catalogue. A file that
 * cannot be read, is not JSON, or names an unknown rule, severity or option is refused (exit 2)
 * with the engine's message, each problem it found in it.
 */
export function readRules(path: string): ResolvedRules {
  const value = readJsonObjectFile("--config", path);
  try {
    return parseRulesConfig(value);
  } catch (error) {
    if (error instanceof RulesConfigError)
      throw new UsageError("--config", `${path}: ${error.issues.join("; ")}`);
    throw error;
  }
}

import {
  type CustomExtraction,
  type CustomSearch,
  SEVERITIES,
  type Severity,
} from "@keystone/site-audit";
import { Command } from "commander";
import { parseChoice, parseHttpUrl, parseInteger, parseJobId } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { auditCrawl, auditCrawlOptions } from "../audit/audit-crawl.js";
import { auditFolder } from "../audit/audit-folder.js";
import { readBaseline } from "../audit/baseline.js";
import {
  auditQueries,
  collected,
  parseExtractFlag,
  parseSearchFlag,
} from "../audit/custom-flags.js";
import { type AuditSettings, readAuditConfig } from "../audit/engine.js";
import { sitemapUrls } from "../audit/sitemap.js";
import type { AuditOutput } from "../audit/finish-audit.js";
import { type CrawlFlags, crawlOptions, withCrawlFlags } from "./crawl-flags.js";
import { type FollowFlags, withFollowFlags } from "./page-output.js";
import type { Action } from "./shared.js";

/** The pages an audit crawls unless `--limit` says otherwise, as the web tool does. */
const DEFAULT_LIMIT = 100;

interface AuditFlags extends CrawlFlags, FollowFlags {
  from?: string;
  output?: string;
  resume?: string;
  json?: boolean;
  baseline?: string;
  failOn?: Severity;
  minHealth?: number;
  failOnNew?: boolean;
  config?: string;
  search?: CustomSearch[];
  searchNot?: CustomSearch[];
  extract?: CustomExtraction[];
  compareSitemap?: boolean;
}

export function auditCommand(action: Action): Command {
  const command = new Command("audit")
    .description(
      "Crawl a site and audit it (or audit a crawl folder with --from DIR): a summary on stdout, or audit.json, issues.csv and report.html in -o DIR beside the crawl's pages. Gates for CI exit 4.",
    )
    .argument("[url]", "the site's start URL (with --from: its start URL, if not the folder's)")
    .option("--from <dir>", "audit a folder written by crawl -o or audit -o: no key, no network")
    .option(
      "-o, --output <dir>",
      "write the crawl's pages to DIR as crawl -o does, and audit.json, issues.csv, report.html",
    )
    .option(
      "--resume <job-id>",
      "pick up an audit's crawl into its -o folder, then audit the folder",
      parsed("--resume", parseJobId),
    )
    .option("--json", "print audit.json on stdout instead of the summary")
    .option("--baseline <file>", "an earlier audit.json: say what is new and what was fixed")
    .option(
      "--fail-on <severity>",
      "exit 4 if any issue is at this severity or above: error, warning or notice",
      parsed("--fail-on", (f, v) => parseChoice(f, v, SEVERITIES)),
    )
    .option(
      "--min-health <n>",
      "exit 4 if the health score is below N (0 to 100)",
      parsed("--min-health", (f, v) => parseInteger(f, v, 0, 100)),
    )
    .option(
      "--fail-on-new",
      "with --baseline: only new issues fail (all of them, or those at --fail-on and above)",
    )
    .option(
      "--config <file>",
      'rules (JSON): {"rules": {"title-too-long": ["warning", {"max": 65}], "lorem-ipsum": "off"}}, and "search" and "extract" lists',
    )
    .option(
      "--search <name=text>",
      "pages that contain TEXT (or /REGEX/ in RE2 syntax, /REGEX/i any case); NAME:text=… searches the visible text, NAME:content=… the content area, NAME:html=… the whole HTML (the default); repeatable, 10 searches in all",
      collected((value) => parseSearchFlag("--search", value)),
    )
    .option(
      "--search-not <name=text>",
      "pages that do not contain TEXT or /REGEX/, as --search",
      collected((value) => parseSearchFlag("--search-not", value)),
    )
    .option(
      "--extract <name=selector>",
      "the text of each element matching the CSS SELECTOR; NAME:@ATTR=… an attribute, NAME:html=… the inner HTML; repeatable, 10 in all",
      collected(parseExtractFlag),
    )
    .option(
      "--compare-sitemap",
      "compare the crawl with the site's sitemap (one map call with the sitemap only, before the crawl)",
    );
  return withFollowFlags(withCrawlFlags(command, { limit: DEFAULT_LIMIT })).action(
    action(runAudit),
  );
}

async function runAudit(
  ctx: Context,
  target: string | undefined,
  flags: AuditFlags,
): Promise<void> {
  if (flags.from !== undefined && flags.resume !== undefined)
    throw new UsageError("--from", "reads a folder; --resume picks up a crawl: give one of them");
  if (flags.from === undefined && target === undefined)
    throw new UsageError("url", "give the URL of the site to crawl and audit, or --from DIR");
  if (flags.resume !== undefined && flags.output === undefined)
    throw new UsageError(
      "--resume",
      "needs -o DIR, the folder that holds the crawl's pages so far",
    );
  if (flags.failOnNew === true && flags.baseline === undefined)
    throw new UsageError("--fail-on-new", "needs --baseline FILE, the audit.json to compare with");
  const url = target === undefined ? undefined : parseHttpUrl("url", target);
  // The rules and every expression and selector are checked here, before a key, a folder or a
  // crawl is touched: a bad one costs nothing but its message.
  const config = flags.config === undefined ? undefined : readAuditConfig(flags.config);
  const custom = auditQueries(
    config?.custom ?? {},
    [...(flags.search ?? []), ...(flags.searchNot ?? [])],
    flags.extract ?? [],
  );
  const settings: AuditSettings = {
    ...(config === undefined ? {} : { rules: config.rules }),
    ...(custom === undefined ? {} : { custom }),
  };
  const output: AuditOutput = {
    ...(flags.output === undefined ? {} : { output: flags.output }),
    ...(flags.json === true ? { json: true } : {}),
    ...(flags.baseline === undefined
      ? {}
      : { baseline: { file: flags.baseline, snapshot: readBaseline(flags.baseline) } }),
    gates: {
      ...(flags.failOn === undefined ? {} : { failOn: flags.failOn }),
      ...(flags.minHealth === undefined ? {} : { minHealth: flags.minHealth }),
      ...(flags.failOnNew === true ? { failOnNew: true } : {}),
    },
  };
  if (flags.from !== undefined) {
    // A folder is audited with no network, unless its sitemap is asked for: that is one map call.
    const sitemapUrl = flags.compareSitemap === true ? url : undefined;
    if (flags.compareSitemap === true && sitemapUrl === undefined)
      throw new UsageError(
        "--compare-sitemap",
        "with --from, give the site's URL too: keystone-crawl audit URL --from DIR --compare-sitemap",
      );
    const withSitemap =
      sitemapUrl === undefined
        ? settings
        : { ...settings, sitemap: await sitemapUrls(ctx, sitemapUrl) };
    return auditFolder(ctx, flags.from, url, withSitemap, output);
  }
  return auditCrawl(
    ctx,
    {
      url: url as string,
      options: auditCrawlOptions(crawlOptions(flags)),
      ...(flags.resume === undefined ? {} : { resume: flags.resume }),
      follow: flags,
      settings,
      ...(flags.compareSitemap === true ? { compareSitemap: true } : {}),
    },
    output,
  );
}

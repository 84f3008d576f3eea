import {
  type AuditSnapshot,
  type CrawlAnalysis,
  type CrawlDiff,
  auditCsv,
  diffCrawls,
} from "@keystone/site-audit";
import { coloursFor } from "../cli/colours.js";
import type { Context } from "../cli/context.js";
import { ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { stoppedExit } from "../cli/interrupt.js";
import { writeAuditFiles } from "./audit-files.js";
import { customCsv } from "./custom-csv.js";
import { type AuditSource, auditRecord, comparisonOf } from "./audit-record.js";
import { failedGates, type Gates } from "./gates.js";
import { jsonPieces } from "./json-pieces.js";
import { reportHtml } from "./report.js";
import { summaryData } from "./summary-data.js";
import { plainSummary, tableSummary } from "./summary-text.js";
import { writeOut } from "./write-out.js";

/** What `audit` does with an audit once it has one: where it goes, what it is compared with, its gates. */
export interface AuditOutput {
  /** `-o`: the folder that gets audit.json, issues.csv and report.html. */
  output?: string;
  /** `--json`: audit.json on stdout instead of the summary. */
  json?: boolean;
  /** `--baseline`: the file, and the snapshot read from it before the crawl. */
  baseline?: { file: string; snapshot: AuditSnapshot };
  gates: Gates;
}

/** One audit, with where its pages came from. */
export interface FinishedAudit {
  analysis: CrawlAnalysis;
  startUrl: string;
  crawledAt: number;
  source: AuditSource;
  /** Pages that could not be read: the run ends with exit 3 and this message, unless a gate failed. */
  partial?: { skipped: number; message: string };
}

/**
 * Writes the audit where it was asked for (files with `-o`, audit.json with `--json`, else the
 * summary), compared with the baseline if one was given, then judges the gates: each that failed
 * is named in one line and the run exits 4. Nothing is written once a stop (Ctrl-C) has come:
 * the run exits 130 with no file half made.
 */
export async function finishAudit(
  ctx: Context,
  output: AuditOutput,
  finished: FinishedAudit,
): Promise<void> {
  const stopped = () => {
    if (ctx.interrupts.reason !== undefined) throw stoppedExit(ctx.interrupts.reason);
  };
  stopped();
  const record = auditRecord({
    startUrl: finished.startUrl,
    crawledAt: finished.crawledAt,
    source: finished.source,
    pagesSkipped: finished.partial?.skipped ?? 0,
    analysis: finished.analysis,
  });
  let diff: CrawlDiff | undefined;
  if (output.baseline !== undefined) {
    diff = diffCrawls(output.baseline.snapshot, record.snapshot);
    record.comparison = comparisonOf(output.baseline.file, output.baseline.snapshot, diff);
  }
  if (output.output !== undefined) {
    const custom = customCsv(finished.analysis);
    const files = {
      json: jsonPieces(record),
      csv: auditCsv([{ site: record.site, audit: record.audit }]),
      html: reportHtml(record, diff),
      ...(custom === null ? {} : { customCsv: custom }),
    };
    stopped();
    const names = writeAuditFiles(output.output, files);
    ctx.info(`Wrote ${names.join(", ")} in ${output.output}`);
  }
  if (output.json === true) await writeOut(ctx.out, ctx.streams.stdout, jsonLine(record));
  else if (output.output === undefined) {
    const data = summaryData(record);
    const { stdout, env } = ctx.streams;
    if (stdout.isTTY === true) {
      const colours = coloursFor(stdout, env, ctx.flags.color !== false);
      const columns = (stdout as { columns?: number }).columns;
      const lines = tableSummary(data, colours, columns);
      await writeOut(ctx.out, stdout, [`${lines.join("\n")}\n`], { coloured: true });
    } else await writeOut(ctx.out, stdout, [`${plainSummary(data).join("\n")}\n`]);
  } else {
    const { health, counts } = record.audit;
    ctx.info(
      `Health ${health.score}/100: ${counts.error} errors, ${counts.warning} warnings, ${counts.notice} notices on ${record.audit.pageCount} pages`,
    );
    const custom = summaryData(record).custom;
    if (custom.length > 0)
      ctx.info(
        `Custom: ${custom.map((line) => `${line.name} ${line.pages} pages${line.pagesCut > 0 ? ` (${line.pagesCut} read in part)` : ""}`).join("; ")}`,
      );
  }
  const failed = failedGates(record.audit, record.comparison, output.gates);
  for (const line of failed)
    ctx.streams.stderr.write(`${ctx.colours.red("keystone-crawl: gate failed:")} ${line}\n`);
  if (failed.length > 0) {
    if (finished.partial !== undefined) ctx.warn(finished.partial.message);
    throw new ExitError("", EXIT.gateFailed);
  }
  if (finished.partial !== undefined) throw new ExitError(finished.partial.message, EXIT.partial);
}

/** audit.json as one line of stdout, in pieces. */
function* jsonLine(record: unknown): Generator<string> {
  yield* jsonPieces(record);
  yield "\n";
}

import type * as SiteAudit from "@keystone/site-audit";
import type { CustomQueries, CustomQueryProblem } from "../model/custom-queries";
import { toAuditCustom } from "./audit-custom";

/** "Search 2 (…): …" → the row "search-1"; a problem of the whole is the editor's ("all"). */
function rowOf(issue: string): string {
  const match = /^(Search|Extraction) (\d+)\b/.exec(issue);
  if (!match) return "all";
  return `${match[1] === "Search" ? "search" : "extraction"}-${Number(match[2]) - 1}`;
}

/**
 * The engine's own check of the queries, as the audit will compile them: RE2's message for a
 * regular expression it refuses, css-select's for a selector. Loaded on the first crawl asked
 * with custom queries (the engine comes with the first result anyway). A check that cannot load
 * refuses the crawl too: a question that was never checked spends no credit.
 */
export async function engineProblems(queries: CustomQueries): Promise<CustomQueryProblem[]> {
  let engine: typeof SiteAudit;
  try {
    engine = await import("@keystone/site-audit");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ row: "all", message: `The custom searches could not be checked: ${reason}` }];
  }
  try {
    engine.checkCustomQueries(toAuditCustom(queries));
    return [];
  } catch (error) {
    if (!(error instanceof engine.CustomQueryError)) throw error;
    return error.issues.map((issue) => ({ row: rowOf(issue), message: issue }));
  }
}

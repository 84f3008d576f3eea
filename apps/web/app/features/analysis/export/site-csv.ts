import type { AnalysedSite } from "~/site.config";
import type { SiteFindings } from "../insights/findings";
import { pageRows } from "../model/format-result";
import type { CrawledPage } from "../model/types";
import { toCsv } from "./csv";

export function pagesCsvFileName(site: AnalysedSite): string {
  return `${site.id}-pages.csv`;
}

export function findingsCsvFileName(site: AnalysedSite): string {
  return `${site.id}-findings.csv`;
}

/** The page table as CSV: title, URL and status code of every crawled page. */
export function pagesCsv(pages: readonly CrawledPage[]): string {
  return toCsv(
    ["Title", "URL", "Status code"],
    pageRows(pages).map((row) => [row.title, row.url, row.statusCode ?? ""]),
  );
}

/** Every finding as CSV, one row per page it concerns. */
export function findingsCsv(findings: SiteFindings): string {
  const groups = [
    ...findings.issues,
    findings.uncheckedLinks,
    ...findings.statusGroups,
    findings.largestPages,
    ...findings.depthGroups,
  ];
  return toCsv(
    ["Finding", "Count", "URL", "Detail"],
    groups.flatMap((group) =>
      group.items.map((item) => [group.label, group.items.length, item.url, item.note]),
    ),
  );
}

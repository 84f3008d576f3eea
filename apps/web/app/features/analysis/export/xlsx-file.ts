import writeXlsxFile, { type SheetData } from "write-excel-file/browser";
import { AUDIT_CSV_HEADER, auditRows, pagesTable } from "@keystone/site-audit/csv";
import type { CrawlAnalysis } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import { type DownloadFile, XLSX_TYPE } from "./download-file";

/** Characters a spreadsheet cell holds (Excel's limit); a longer crawled text is cut there. */
export const CELL_CHARS = 32_767;

type Cell = string | number;

/**
 * A sheet's rows as the writer takes them: the header in bold, numbers as numbers, every other
 * value as text. Text is never written as a formula (the writer gives strings the string type),
 * so crawled text that starts with `=` stays text here without the CSV's `'` escape.
 */
function sheetData(header: readonly string[], rows: readonly (readonly Cell[])[]): SheetData {
  return [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) =>
      row.map((value) =>
        typeof value === "number"
          ? { value, type: Number }
          : { value: value.slice(0, CELL_CHARS), type: String },
      ),
    ),
  ];
}

export const workbookFileName = (site: AnalysedSite) => `${site.id}-audit.xlsx`;

/**
 * A site's crawl as an XLSX workbook of two sheets: Pages (the Pages CSV's columns) and Findings
 * (the Findings CSV's rows). This module and its writer load only when the download is asked for.
 */
export async function workbookFile(
  site: AnalysedSite,
  analysis: CrawlAnalysis,
): Promise<DownloadFile> {
  const pages = pagesTable(analysis.pages, analysis.audit.custom);
  const findings = auditRows([{ site: site.name, audit: analysis.audit }]);
  const blob = await writeXlsxFile([
    { sheet: "Pages", data: sheetData(pages.header, pages.rows), stickyRowsCount: 1 },
    { sheet: "Findings", data: sheetData(AUDIT_CSV_HEADER, findings), stickyRowsCount: 1 },
  ]).toBlob();
  return { fileName: workbookFileName(site), content: blob, type: XLSX_TYPE };
}

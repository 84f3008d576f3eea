/** The audit's CSV files without its engine: RFC 4180 with formula-looking cells escaped. */
export {
  AUDIT_CSV_HEADER,
  type SiteAuditRow,
  auditCsv,
  auditRows,
  auditJson,
  moreNotKept,
} from "./export/audit-csv";
export { UTF8_BOM, csvFileText, toCsv } from "./export/csv";
export {
  NO_STATUS,
  PAGES_CSV_HEADER,
  REDIRECTED_STATUS,
  pagesCsv,
  pagesTable,
  statusCell,
} from "./export/pages-csv";

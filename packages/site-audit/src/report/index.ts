/**
 * @keystone/site-audit/report: an audit as one HTML file anyone can open, from the CLI's
 * report.html and from the web tool's "Download report" alike.
 */
export { renderReport, reportPolicy } from "./render-report";
export type { ReportInput, ReportSite } from "./types";
export { escapeHtml } from "./html";
export { PAGES_SHOWN } from "./page-list";

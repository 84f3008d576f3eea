/** A file ready to be offered: its name, its whole text and its media type. */
export interface DownloadFile {
  fileName: string;
  /** The whole text, or the bytes of a binary file (an XLSX workbook). */
  content: string | Blob;
  type: string;
}

export const CSV_TYPE = "text/csv;charset=utf-8";
export const JSON_TYPE = "application/json";
export const HTML_TYPE = "text/html;charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The UTF-8 byte order mark every CSV download starts with: Excel, opening a CSV on a double
 * click, reads it in the system's code page without one, and curly quotes and accents come out
 * garbled. (The same as `UTF8_BOM` of `@keystone/site-audit/csv`, which this module does not load.)
 */
export const CSV_BOM = "\ufeff";

/** The file as it is saved: a CSV's text after the byte order mark, once. */
export function savedContent(file: DownloadFile): string | Blob {
  if (file.type !== CSV_TYPE || typeof file.content !== "string") return file.content;
  return file.content.startsWith(CSV_BOM) ? file.content : CSV_BOM + file.content;
}

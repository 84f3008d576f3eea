/** A file ready to be offered: its name, its whole text and its media type. */
export interface DownloadFile {
  fileName: string;
  content: string;
  type: string;
}

export const CSV_TYPE = "text/csv;charset=utf-8";
export const JSON_TYPE = "application/json";
export const HTML_TYPE = "text/html;charset=utf-8";

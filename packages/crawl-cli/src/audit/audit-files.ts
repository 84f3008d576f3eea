import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
} from "node:fs";
import { temporaryNameFor, writeFully } from "../output/atomic-write.js";
import { pathInside } from "../output/file-names.js";

export const AUDIT_JSON = "audit.json";
export const ISSUES_CSV = "issues.csv";
export const REPORT_HTML = "report.html";
export const CUSTOM_CSV = "custom.csv";

/** Text gathered into writes of about this size. */
const WRITE_BYTES = 1024 * 1024;

/** The audit's three files, their text ready before any is written. */
export interface AuditFiles {
  /** audit.json, in pieces (`jsonPieces`): it can outgrow the longest string V8 holds. */
  json: Iterable<string>;
  csv: string;
  html: string;
  /** custom.csv, when the audit had custom searches or extractions. */
  customCsv?: string;
}

/**
 * Writes audit.json, issues.csv and report.html (and custom.csv) into `dir` (made if missing), each through a new
 * temporary file that is flushed to disk and renamed into place: a reader never finds one half
 * written, a run killed mid-write leaves only a temporary file, and a link planted under one of
 * the names is replaced, never followed. Synchronous, so that no Ctrl-C lands between pieces.
 */
export function writeAuditFiles(dir: string, files: AuditFiles): string[] {
  mkdirSync(dir, { recursive: true });
  const root = realpathSync(dir);
  const written: [string, Iterable<string>][] = [
    [AUDIT_JSON, files.json],
    [ISSUES_CSV, [files.csv]],
    [REPORT_HTML, [files.html]],
    ...(files.customCsv === undefined
      ? []
      : ([[CUSTOM_CSV, [files.customCsv]]] as [string, Iterable<string>][])),
  ];
  for (const [name, pieces] of written) writeInPieces(pathInside(root, name), pieces);
  return written.map(([name]) => name);
}

function writeInPieces(path: string, pieces: Iterable<string>): void {
  const temporary = temporaryNameFor(path);
  const fd = openSync(temporary, "wx", 0o644);
  try {
    let buffered: string[] = [];
    let bufferedLength = 0;
    for (const piece of pieces) {
      buffered.push(piece);
      bufferedLength += piece.length;
      if (bufferedLength < WRITE_BYTES) continue;
      writeFully(fd, buffered.join(""));
      buffered = [];
      bufferedLength = 0;
    }
    writeFully(fd, buffered.join(""));
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

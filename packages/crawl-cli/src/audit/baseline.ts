import { type AuditSnapshot, SEVERITIES } from "@keystone/site-audit";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { AUDIT_FORMAT } from "./audit-record.js";

/** Largest baseline read: an audit.json of 100,000 pages with many issues is well under it. */
const MAX_BASELINE_BYTES = 512 * 1024 * 1024;

/** Where in the baseline a value is wrong, and how. */
class BadBaseline extends Error {}

/**
 * The snapshot of an earlier audit.json, checked field by field before anything compares with it:
 * a file that is not an audit.json, or whose snapshot is damaged, is refused with one line naming
 * the field (exit 2), before any crawl starts.
 */
export function readBaseline(path: string): AuditSnapshot {
  const refuse = (detail: string) => new UsageError("--baseline", `${path}: ${detail}`);
  let text: string;
  try {
    text = readCappedFile(path, { maxBytes: MAX_BASELINE_BYTES }).toString("utf8");
  } catch (error) {
    if (error instanceof FileRefusedError) throw refuse(error.message);
    throw refuse(`cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw refuse(`is not JSON (${(error as Error).message})`);
  }
  if (!isRecord(value) || value["format"] !== AUDIT_FORMAT)
    throw refuse(
      `is not an audit.json written by keystone-crawl audit (no "format": "${AUDIT_FORMAT}")`,
    );
  try {
    return snapshotOf(value["snapshot"]);
  } catch (error) {
    if (error instanceof BadBaseline) throw refuse(error.message);
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function check(ok: boolean, where: string, what: string): void {
  if (!ok) throw new BadBaseline(`${where} is not ${what}`);
}

const isString = (value: unknown): value is string => typeof value === "string";
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);

function arrayOf(value: unknown, where: string, each: (item: unknown, at: string) => void): void {
  check(Array.isArray(value), where, "a list");
  (value as unknown[]).forEach((item, index) => each(item, `${where}[${index}]`));
}

/** Checks the snapshot's shape: what `diffCrawls` reads, each field of the type it expects. */
function snapshotOf(value: unknown): AuditSnapshot {
  check(isRecord(value), "snapshot", "an object");
  const snapshot = value as Record<string, unknown>;
  check(Number.isFinite(snapshot["crawledAt"]), "snapshot.crawledAt", "a time");
  check(
    isOptional(snapshot["catalogueVersion"], Number.isInteger),
    "snapshot.catalogueVersion",
    "a whole number",
  );
  if (snapshot["checks"] !== undefined)
    arrayOf(snapshot["checks"], "snapshot.checks", (entry, at) =>
      check(isRecord(entry) && isString(entry["id"]) && isString(entry["label"]), at, "a check"),
    );
  arrayOf(snapshot["pages"], "snapshot.pages", (page, at) => {
    check(isRecord(page), at, "a page");
    const fields = page as Record<string, unknown>;
    for (const field of ["key", "url", "title", "hash"])
      check(isString(fields[field]), `${at}.${field}`, "text");
    for (const field of ["description", "h1"])
      check(isOptional(fields[field], isString), `${at}.${field}`, "text");
    check(
      isOptional(fields["status"], (status) => status === null || Number.isInteger(status)),
      `${at}.status`,
      "a status code",
    );
  });
  arrayOf(snapshot["issues"], "snapshot.issues", (issue, at) => {
    check(isRecord(issue), at, "an issue");
    const fields = issue as Record<string, unknown>;
    check(isString(fields["id"]) && isString(fields["label"]), at, "an issue with an id and label");
    check(
      isOptional(fields["severity"], (severity) =>
        (SEVERITIES as readonly unknown[]).includes(severity),
      ),
      `${at}.severity`,
      `one of ${SEVERITIES.join(", ")}`,
    );
    check(isOptional(fields["category"], isString), `${at}.category`, "text");
    check(isOptional(fields["total"], Number.isInteger), `${at}.total`, "a whole number");
    arrayOf(fields["items"], `${at}.items`, (item, itemAt) => {
      check(isRecord(item) && isString(item["url"]), itemAt, "an item with a URL");
      const text = item as Record<string, unknown>;
      check(isString(text["detail"]) || isString(text["note"]), `${itemAt}.detail`, "text");
      check(isOptional(text["target"], isString), `${itemAt}.target`, "text");
    });
  });
  return snapshot as unknown as AuditSnapshot;
}

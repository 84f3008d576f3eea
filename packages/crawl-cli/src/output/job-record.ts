import { join } from "node:path";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { notOurFile } from "./folder-files.js";
import type { FolderLocation } from "./held-folder.js";

export const JOB_FILE = "job.json";

/** What `job.json` records, so that a folder says which job filled it. */
export interface JobRecord {
  id: string;
  kind: "crawl" | "batch" | "scrape";
  apiUrl: string;
  startedAt: string;
}

export function jobRecordText(job: JobRecord): string {
  return `${JSON.stringify(job, null, 2)}\n`;
}

/** Largest job.json read back: ours is a few hundred bytes. */
const MAX_JOB_FILE_BYTES = 64 * 1024;

const KINDS: readonly unknown[] = ["crawl", "batch", "scrape"] satisfies JobRecord["kind"][];

function isJobRecord(value: unknown): value is JobRecord {
  if (typeof value !== "object" || value === null) return false;
  const { id, kind, apiUrl, startedAt } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    KINDS.includes(kind) &&
    typeof apiUrl === "string" &&
    typeof startedAt === "string"
  );
}

/**
 * The job the folder's `job.json` names, read without following a link; undefined when there is
 * none. A `job.json` that is not one of ours (not JSON, another shape, too large, not a regular
 * file) is refused: the folder is not a crawl's, and nothing in it is ours to replace or remove.
 */
export function readJobRecord(folder: FolderLocation): JobRecord | undefined {
  let text: string;
  try {
    text = readCappedFile(folder.pathOf(JOB_FILE), {
      maxBytes: MAX_JOB_FILE_BYTES,
      followLinks: false,
    }).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    if (error instanceof FileRefusedError && error.reason !== "too-large")
      throw notOurFile(folder.shown, JOB_FILE, error.reason === "symlink" ? "link" : "not-a-file");
    if (error instanceof FileRefusedError) throw notAJobRecord(folder);
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notAJobRecord(folder);
  }
  if (!isJobRecord(value)) throw notAJobRecord(folder);
  return value;
}

function notAJobRecord(folder: FolderLocation): UsageError {
  return new UsageError(
    "-o",
    `${join(folder.shown, JOB_FILE)} is not a keystone-crawl job record, so the folder is not a crawl's; choose another folder`,
  );
}

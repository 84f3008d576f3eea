import { lstatSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../cli/errors.js";
import { finalNameOf, writeAtomically } from "./atomic-write.js";
import { isPageFileName } from "./file-names.js";
import type { HeldFolder } from "./held-folder.js";
import { JOB_FILE, type JobRecord, jobRecordText } from "./job-record.js";
import { MANIFEST, reconcileManifest } from "./manifest.js";

/**
 * Opens a folder for `--resume` of `job`, whose `job.json` holds `recorded` (checked to be a job
 * record of ours: job-record.ts), and answers the URLs it holds. Nothing in a folder the
 * person names is removed unless this job wrote it, so:
 * - a folder whose `job.json` names this job is reconciled (its manifest brought back to the
 *   committed pages) and loses the temporary files a killed run left, each checked to be a
 *   regular file before any is removed. A page file no line lists is left in place: when the job
 *   delivers the page again, the page is written under that very name, replacing it; a file of
 *   any other name is never touched;
 * - a folder without `job.json` and without anything a crawl writes is a new one: `job.json` is
 *   written, and the job's pages follow;
 * - anything else is refused with one line (exit 2) before anything is removed or written: a
 *   `job.json` of another job or not ours, or files named as a crawl names them without a
 *   `job.json` to say whose they are.
 */
export function resumeInto(
  folder: HeldFolder,
  job: JobRecord,
  recorded: JobRecord | undefined,
): Set<string> {
  if (recorded === undefined) {
    const found = firstCrawlFile(folder);
    if (found !== undefined)
      throw new UsageError(
        "-o",
        `${folder.shown} holds ${found}, named as a crawl names its files, but no job.json says job ${job.id} wrote it; nothing was removed: choose another folder`,
      );
    writeAtomically(folder.pathOf(JOB_FILE), jobRecordText(job));
    return new Set();
  }
  if (recorded.id !== job.id)
    throw new UsageError(
      "--resume",
      `${folder.shown} holds the pages of job ${recorded.id}, not ${job.id}`,
    );
  const temporaries = temporariesIn(folder);
  const written = reconcileManifest(folder);
  for (const name of temporaries) removeFile(folder.pathOf(name));
  return written;
}

/** Whether `name` is one a crawl gives a file of its own: a page, the manifest or the job record. */
function isCrawlFileName(name: string): boolean {
  return name === MANIFEST || name === JOB_FILE || isPageFileName(name);
}

/** The first name in the folder that a crawl could have written, finished or temporary. */
function firstCrawlFile(folder: HeldFolder): string | undefined {
  for (const name of folder.names()) if (isCrawlFileName(finalNameOf(name) ?? name)) return name;
  return undefined;
}

/**
 * The temporary files a killed run of this job left (`NAME.<8 hex>.tmp`, NAME a page, the manifest
 * or the job record), all found before any is removed: one that is not a regular file (a folder, a
 * link, a FIFO) is not ours, and refuses the resume with nothing removed.
 */
function temporariesIn(folder: HeldFolder): string[] {
  const found: string[] = [];
  for (const name of folder.names()) {
    const final = finalNameOf(name);
    if (final === undefined || !isCrawlFileName(final)) continue;
    if (!lstatSync(folder.pathOf(name)).isFile())
      throw new UsageError(
        "-o",
        `${join(folder.shown, name)} is named as a crawl's temporary file but is not a regular file; nothing was removed: remove it or choose another folder`,
      );
    found.push(name);
  }
  return found;
}

/** Removes a file, never a folder, and never what a link leads to. */
function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

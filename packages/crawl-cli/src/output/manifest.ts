import {
  closeSync,
  constants,
  fsyncSync,
  lstatSync,
  openSync,
  opendirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join } from "node:path";
import { finalNameOf, temporaryNameFor, writeFully } from "./atomic-write.js";
import { isPageFileName } from "./file-names.js";
import { openFolderFile } from "./folder-files.js";
import { linesOf } from "./manifest-lines.js";

export const MANIFEST = "pages.ndjson";
export const JOB_FILE = "job.json";

/**
 * Longest manifest line read back: a URL and a title take far less. A longer line is not ours, and
 * ends what is read of the manifest: it and the lines after it are dropped, their pages written
 * again, so that a corrupt or hostile line costs this much, never its length.
 */
export const MAX_MANIFEST_LINE = 64 * 1024;

/** One line of `pages.ndjson`. */
export interface ManifestEntry {
  url: string;
  file: string;
  /** The file's size: on resume, a file of another size (cut short by a power loss) is written again. */
  bytes?: number;
  scrapeId?: string;
  statusCode?: number;
  title?: string;
}

/**
 * Brings a folder a run was killed in back to its committed state, and answers the URLs it holds.
 * A manifest line is the commit record of its page: the page file is renamed into place first,
 * the line appended after. So on resume these lines are dropped, the manifest rewritten without
 * them (atomically): a torn last line, a line too long to be ours and all after it, one that is
 * not an entry, one naming a page already listed, and one whose file is not there or not of the
 * size the line records (a rename or data lost to a power loss). Then the temporary files of a
 * killed run and page files no line lists (renamed, never committed) are removed. Every page
 * dropped is written again when the job delivers it, under the same name.
 */
export function reconcileFolder(root: string, dir: string): Set<string> {
  const written = new Set<string>();
  const files = new Set<string>();
  let fd: number;
  try {
    fd = openFolderFile(root, dir, MANIFEST, constants.O_RDONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    removeLeftovers(root, files);
    return written;
  }
  const path = join(root, MANIFEST);
  const rewritten = temporaryNameFor(path);
  const out = openSync(rewritten, "wx", 0o644);
  let changed = false;
  try {
    for (const line of linesOf(fd, MAX_MANIFEST_LINE)) {
      const entry = line.complete ? committedEntry(root, line.text, written, files) : undefined;
      if (entry === undefined) {
        changed = true;
        continue;
      }
      written.add(entry.url);
      files.add(entry.file);
      writeFully(out, `${line.text}\n`);
    }
    if (changed) fsyncSync(out);
  } finally {
    closeSync(out);
    closeSync(fd);
  }
  if (changed) renameSync(rewritten, path);
  else rmSync(rewritten, { force: true });
  removeLeftovers(root, files);
  return written;
}

/** The entry a line records, if it is one of ours whose file is in the folder and not listed yet. */
function committedEntry(
  root: string,
  text: string,
  written: Set<string>,
  files: Set<string>,
): ManifestEntry | undefined {
  let value: Partial<ManifestEntry>;
  try {
    value = JSON.parse(text) as Partial<ManifestEntry>;
  } catch {
    return undefined;
  }
  const { url, file } = value ?? {};
  if (typeof url !== "string" || typeof file !== "string" || !isPageFileName(file))
    return undefined;
  if (written.has(url) || files.has(file)) return undefined;
  const size = regularFileSize(join(root, file));
  // A line of an earlier version has no size: its file is taken as it is.
  if (size === undefined || (typeof value.bytes === "number" && value.bytes !== size))
    return undefined;
  return value as ManifestEntry;
}

function regularFileSize(path: string): number | undefined {
  try {
    const stats = lstatSync(path);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes what a killed run left uncommitted: temporary files (of pages, the manifest, job.json)
 * and page files no manifest line lists. Other files are not ours and stay. The folder is read an
 * entry at a time, so a large one costs no memory beyond the set of files listed.
 */
function removeLeftovers(root: string, listed: Set<string>): void {
  const folder = opendirSync(root);
  try {
    for (let entry = folder.readSync(); entry !== null; entry = folder.readSync()) {
      const { name } = entry;
      const final = finalNameOf(name);
      const ours =
        final === undefined
          ? isPageFileName(name) && !listed.has(name)
          : final === MANIFEST || final === JOB_FILE || isPageFileName(final);
      if (ours) rmSync(join(root, name), { force: true });
    }
  } finally {
    folder.closeSync();
  }
}

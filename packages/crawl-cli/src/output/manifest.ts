import { closeSync, constants, fsyncSync, lstatSync, openSync, renameSync, rmSync } from "node:fs";
import { temporaryNameFor, writeFully } from "./atomic-write.js";
import { isPageFileNameFor } from "./file-names.js";
import { openFolderFile } from "./folder-files.js";
import type { HeldFolder } from "./held-folder.js";
import { linesOf } from "./manifest-lines.js";

export const MANIFEST = "pages.ndjson";

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
 * Brings the manifest of a folder a run was killed in back to its committed state, and answers the
 * URLs it lists. A manifest line is the commit record of its page: the page file is renamed into
 * place first, the line appended after. So on resume these lines are dropped, the manifest
 * rewritten without them (atomically): a torn last line, a line too long to be ours and all after
 * it, one that is not an entry, one naming a page already listed or a file that is not the name
 * its URL gives, and one whose file is not there or not of the size the line records (a rename or
 * data lost to a power loss). Every page dropped is written again when the job delivers it, under
 * the same name, replacing what is there.
 */
export function reconcileManifest(folder: HeldFolder): Set<string> {
  const written = new Set<string>();
  const files = new Set<string>();
  let fd: number;
  try {
    fd = openFolderFile(folder, MANIFEST, constants.O_RDONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return written;
    throw error;
  }
  const path = folder.pathOf(MANIFEST);
  const rewritten = temporaryNameFor(path);
  const out = openSync(rewritten, "wx", 0o644);
  let changed = false;
  try {
    for (const line of linesOf(fd, MAX_MANIFEST_LINE)) {
      const entry = line.complete ? committedEntry(folder, line.text, written, files) : undefined;
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
  return written;
}

/** The entry a line records, if it is one of ours whose file is in the folder and not listed yet. */
function committedEntry(
  folder: HeldFolder,
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
  if (typeof url !== "string" || typeof file !== "string" || !isPageFileNameFor(url, file))
    return undefined;
  if (written.has(url) || files.has(file)) return undefined;
  const size = regularFileSize(folder.pathOf(file));
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

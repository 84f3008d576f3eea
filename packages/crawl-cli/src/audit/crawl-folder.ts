import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  realpathSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { JOB_FILE, MANIFEST } from "../output/page-folder.js";
import { countLines } from "./manifest-reader.js";

// Windows has neither flag; there lstat alone keeps links out, and FIFOs cannot be planted.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCKING = constants.O_NONBLOCK ?? 0;

/** Largest job.json read: ours is a few hundred bytes. */
const MAX_JOB_FILE_BYTES = 64 * 1024;

/** A folder written by `crawl -o DIR` or `audit URL -o DIR`, opened to be read. */
export interface CrawlFolder {
  /** The folder as the person named it, for messages. */
  dir: string;
  /** Its real path, resolved once: `dir` may be a link the person made. */
  root: string;
  /** Lines in pages.ndjson: the pages it lists, as far as a count of lines can tell. */
  lines: number;
  /** When its last page was written (pages.ndjson's modification time), ms since the epoch. */
  modifiedAt: number;
  /** What job.json records, when it is there and ours. */
  job: { id?: string; url?: string };
  /** Why job.json was not read, when it is there but is not a regular file of ours. */
  jobProblem?: string;
}

const notACrawlFolder = (dir: string, why: string) =>
  new UsageError(
    "--from",
    `${dir} is not a crawl folder: ${why} (write one with: keystone-crawl audit URL -o DIR, or crawl URL -o DIR)`,
  );

/**
 * Opens a crawl folder for reading, refusing (exit 2, one line) what is not one: no such folder, a
 * file, a folder without pages.ndjson, or a pages.ndjson that is a link (never followed: it could
 * name a file outside the folder or a device) or not a regular file.
 */
export function openCrawlFolder(dir: string): CrawlFolder {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    throw new UsageError("--from", `${dir}: no such folder`);
  }
  if (!statSync(root).isDirectory()) throw notACrawlFolder(dir, "it is a file");
  let stats;
  try {
    stats = lstatSync(join(root, MANIFEST));
  } catch {
    throw notACrawlFolder(dir, `it has no ${MANIFEST}`);
  }
  if (stats.isSymbolicLink())
    throw notACrawlFolder(dir, `its ${MANIFEST} is a symbolic link, which is never followed`);
  const fd = openManifest(dir, root);
  try {
    const { mtimeMs } = fstatSync(fd);
    return {
      dir,
      root,
      lines: countLines(fd),
      modifiedAt: Math.round(mtimeMs),
      ...readJob(root),
    };
  } finally {
    closeSync(fd);
  }
}

/**
 * pages.ndjson, opened without following a link and without blocking on a FIFO, and checked on the
 * descriptor to be a regular file (the lstat before gave the clear message; this closes the gap).
 */
export function openManifest(dir: string, root: string): number {
  let fd: number;
  try {
    fd = openSync(join(root, MANIFEST), constants.O_RDONLY | NO_FOLLOW | NON_BLOCKING);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP")
      throw notACrawlFolder(dir, `its ${MANIFEST} is a symbolic link, which is never followed`);
    throw error;
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw notACrawlFolder(dir, `its ${MANIFEST} is not a regular file`);
  }
  return fd;
}

/** The job id and start URL job.json records; nothing when it is absent, a link, or not ours. */
function readJob(root: string): Pick<CrawlFolder, "job" | "jobProblem"> {
  let text: string;
  try {
    text = readCappedFile(join(root, JOB_FILE), {
      maxBytes: MAX_JOB_FILE_BYTES,
      followLinks: false,
    }).toString("utf8");
  } catch (error) {
    if (error instanceof FileRefusedError)
      return {
        job: {},
        jobProblem:
          error.reason === "symlink"
            ? `${JOB_FILE} is a symbolic link, not followed`
            : `${JOB_FILE} is not a regular file of ours, not read`,
      };
    return { job: {} };
  }
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    const field = (name: string) =>
      typeof value?.[name] === "string" ? { [name]: value[name] as string } : {};
    return { job: { ...field("id"), ...field("url") } };
  } catch {
    return { job: {}, jobProblem: `${JOB_FILE} is not JSON, not read` };
  }
}

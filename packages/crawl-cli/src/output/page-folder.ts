import { closeSync, constants, mkdirSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../cli/errors.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { writeAtomically, writeFully } from "./atomic-write.js";
import { fileNameForUrl, pathInside } from "./file-names.js";
import { checkFolderFile, notOurFile, openFolderFile } from "./folder-files.js";
import { JOB_FILE, MANIFEST, type ManifestEntry, reconcileFolder } from "./manifest.js";
import { type PageDocument, type PageFormat, pageKey, renderPage } from "./page.js";

export { JOB_FILE, MANIFEST, MAX_MANIFEST_LINE, type ManifestEntry } from "./manifest.js";

/** What `job.json` records, so that a folder says which job filled it. */
export interface JobRecord {
  id: string;
  kind: "crawl" | "batch" | "scrape";
  apiUrl: string;
  startedAt: string;
}

/** Largest job.json read back: ours is a few hundred bytes. */
const MAX_JOB_FILE_BYTES = 64 * 1024;

/**
 * A folder that receives one file per page as pages arrive, and `pages.ndjson` listing each page
 * once. Only the set of page URLs already written is held in memory, never the pages. Nothing in
 * the folder is ever followed as a link: page files are renamed into place (a link there is
 * replaced), and `pages.ndjson` and `job.json` are refused if they are links. A run killed at any
 * moment leaves a folder the next `--resume` brings back to exactly its committed pages.
 */
export class PageFolder {
  readonly #root: string;
  readonly #format: PageFormat;
  readonly #written: Set<string>;
  #manifest: number | undefined;

  private constructor(root: string, format: PageFormat, written: Set<string>, manifest: number) {
    this.#root = root;
    this.#format = format;
    this.#written = written;
    this.#manifest = manifest;
  }

  /**
   * Refuses, before a job is started, a folder that could not take it: one holding a job's pages
   * without `--resume`, or whose manifest or job file is a link or not a regular file.
   */
  static check(dir: string, resume: boolean): void {
    let root: string;
    try {
      root = realpathSync(dir);
    } catch {
      // Not there yet: open() makes it.
      return;
    }
    checkFolderFile(root, dir, JOB_FILE);
    if (checkFolderFile(root, dir, MANIFEST) && !resume)
      throw new UsageError(
        "-o",
        `${dir} already holds a job's pages; resume it (--resume ID) or choose another folder`,
      );
  }

  /**
   * Opens `dir` for a new job (refused if it already holds one: `--resume` is how to add to it) or,
   * with `resume`, for the job it holds, reconciling what a killed run left. `dir` itself may be a
   * link the person made: it is resolved once, here, and the real folder used from then on.
   */
  static async open(
    dir: string,
    format: PageFormat,
    job: JobRecord,
    resume: boolean,
  ): Promise<PageFolder> {
    mkdirSync(dir, { recursive: true });
    PageFolder.check(dir, resume);
    const root = realpathSync(dir);
    const appending = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT;
    if (!resume) {
      writeAtomically(pathInside(root, JOB_FILE), `${JSON.stringify(job, null, 2)}\n`);
      // The manifest exists from the start: a folder that holds a job says so before its first page.
      const manifest = openFolderFile(root, dir, MANIFEST, appending, 0o644);
      return new PageFolder(root, format, new Set(), manifest);
    }
    const recorded = readJobRecord(root, dir);
    if (recorded !== undefined && recorded.id !== job.id)
      throw new UsageError(
        "--resume",
        `${dir} holds the pages of job ${recorded.id}, not ${job.id}`,
      );
    if (recorded === undefined)
      writeAtomically(pathInside(root, JOB_FILE), `${JSON.stringify(job, null, 2)}\n`);
    const written = reconcileFolder(root, dir);
    const manifest = openFolderFile(root, dir, MANIFEST, appending, 0o644);
    return new PageFolder(root, format, written, manifest);
  }

  /** Pages written, including those found there on resume. */
  get count(): number {
    return this.#written.size;
  }

  /**
   * Writes the page's file, then its manifest line, the page's commit record; false when the page
   * was written before. A run stopped between the two leaves a file no line lists, which the next
   * `--resume` removes and writes again.
   */
  write(document: PageDocument): boolean {
    const url = pageKey(document);
    if (this.#written.has(url)) return false;
    if (this.#manifest === undefined) throw new Error("the page folder is closed");
    const { text, extension } = renderPage(document, this.#format);
    const file = fileNameForUrl(url, extension);
    const data = Buffer.from(text, "utf8");
    writeAtomically(pathInside(this.#root, file), data, { sync: false });
    const metadata = document.metadata ?? {};
    const entry: ManifestEntry = {
      url,
      file,
      bytes: data.length,
      ...(typeof metadata["scrapeId"] === "string" ? { scrapeId: metadata["scrapeId"] } : {}),
      ...(typeof metadata["statusCode"] === "number" ? { statusCode: metadata["statusCode"] } : {}),
      ...(typeof metadata["title"] === "string" ? { title: metadata["title"] } : {}),
    };
    // One write of the whole line to a file opened with O_APPEND: a kill lands before or after it.
    writeFully(this.#manifest, `${JSON.stringify(entry)}\n`);
    this.#written.add(url);
    return true;
  }

  close(): void {
    if (this.#manifest !== undefined) closeSync(this.#manifest);
    this.#manifest = undefined;
  }
}

/** The job the folder holds, read without following a link; undefined when none is recorded. */
function readJobRecord(root: string, dir: string): JobRecord | undefined {
  let text: string;
  try {
    text = readCappedFile(join(root, JOB_FILE), {
      maxBytes: MAX_JOB_FILE_BYTES,
      followLinks: false,
    }).toString("utf8");
  } catch (error) {
    if (error instanceof FileRefusedError && error.reason !== "too-large")
      throw notOurFile(dir, JOB_FILE, error.reason === "symlink" ? "link" : "not-a-file");
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<JobRecord>;
    return typeof value.id === "string" ? (value as JobRecord) : undefined;
  } catch {
    return undefined;
  }
}

import { closeSync, constants, existsSync, mkdirSync, realpathSync } from "node:fs";
import { UsageError } from "../cli/errors.js";
import { writeAtomically, writeFully } from "./atomic-write.js";
import { fileNameForUrl } from "./file-names.js";
import { checkFolderFile, openFolderFile } from "./folder-files.js";
import { folderAt, type FolderLocation, HeldFolder, refuseSharedParents } from "./held-folder.js";
import { JOB_FILE, type JobRecord, jobRecordText, readJobRecord } from "./job-record.js";
import { MANIFEST, type ManifestEntry } from "./manifest.js";
import { type PageDocument, type PageFormat, pageKey, renderPage } from "./page.js";
import { resumeInto } from "./resume-folder.js";

export { JOB_FILE, type JobRecord } from "./job-record.js";
export { MANIFEST, MAX_MANIFEST_LINE, type ManifestEntry } from "./manifest.js";

const APPENDING = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT;

/**
 * A folder that receives one file per page as pages arrive, and `pages.ndjson` listing each page
 * once. Only the set of page URLs already written is held in memory, never the pages. Nothing in
 * the folder is ever followed as a link: page files are renamed into place (a link there is
 * replaced), and `pages.ndjson` and `job.json` are refused if they are links. The folder itself is
 * held from the moment it is opened (held-folder.ts): moved or replaced by a link mid-run, it
 * stops the run instead of sending pages elsewhere. A run killed at any moment leaves a folder the
 * next `--resume` brings back to exactly its committed pages, removing only what it wrote.
 */
export class PageFolder {
  readonly #folder: HeldFolder;
  readonly #format: PageFormat;
  readonly #written: Set<string>;
  #manifest: number | undefined;

  private constructor(
    folder: HeldFolder,
    format: PageFormat,
    written: Set<string>,
    manifest: number,
  ) {
    this.#folder = folder;
    this.#format = format;
    this.#written = written;
    this.#manifest = manifest;
  }

  /**
   * Refuses, before a job is started, a folder that could not take it: one holding a job's pages
   * without `--resume`, one whose manifest or job file is a link or not a regular file, or whose
   * job file is not ours, and one in a folder others can write to without the sticky bit.
   */
  static check(dir: string, resume: boolean): void {
    refuseSharedParents(dir);
    // Not there yet: open() makes it.
    if (!existsSync(dir)) return;
    const folder = folderAt(dir, realpathSync(dir));
    PageFolder.#checkFiles(folder, resume);
  }

  /** The job the folder's files say it holds, once they are checked to be ours. */
  static #checkFiles(folder: FolderLocation, resume: boolean): JobRecord | undefined {
    checkFolderFile(folder, JOB_FILE);
    if (checkFolderFile(folder, MANIFEST) && !resume)
      throw new UsageError(
        "-o",
        `${folder.shown} already holds a job's pages; resume it (--resume ID) or choose another folder`,
      );
    return readJobRecord(folder);
  }

  /**
   * Opens `dir` for a new job (refused if it already holds one: `--resume` is how to add to it) or,
   * with `resume`, for the job it holds, reconciling what a killed run left. `dir` itself may be a
   * link the person made: it is resolved once, here, and the folder held from then on.
   */
  static async open(
    dir: string,
    format: PageFormat,
    job: JobRecord,
    resume: boolean,
  ): Promise<PageFolder> {
    refuseSharedParents(dir);
    mkdirSync(dir, { recursive: true });
    // Folders just made count too: a umask of 0 makes them writable by all.
    refuseSharedParents(dir);
    const folder = HeldFolder.open(dir);
    try {
      const recorded = PageFolder.#checkFiles(folder, resume);
      const written = resume ? resumeInto(folder, job, recorded) : new Set<string>();
      // The job record comes first: a folder that holds a job says whose before its first page.
      if (!resume) writeAtomically(folder.pathOf(JOB_FILE), jobRecordText(job));
      const manifest = openFolderFile(folder, MANIFEST, APPENDING, 0o644);
      return new PageFolder(folder, format, written, manifest);
    } catch (error) {
      folder.close();
      throw error;
    }
  }

  /** Pages written, including those found there on resume. */
  get count(): number {
    return this.#written.size;
  }

  /**
   * Writes the page's file, then its manifest line, the page's commit record; false when the page
   * was written before. A run stopped between the two leaves a file no line lists, which the next
   * `--resume` writes again under the same name when the job delivers the page.
   */
  write(document: PageDocument): boolean {
    const url = pageKey(document);
    if (this.#written.has(url)) return false;
    if (this.#manifest === undefined) throw new Error("the page folder is closed");
    const { text, extension } = renderPage(document, this.#format);
    const file = fileNameForUrl(url, extension);
    const data = Buffer.from(text, "utf8");
    writeAtomically(this.#folder.pathOf(file), data, { sync: false });
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
    if (this.#manifest !== undefined) {
      closeSync(this.#manifest);
      this.#folder.close();
    }
    this.#manifest = undefined;
  }
}

import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { createInterface } from "node:readline";
import { UsageError } from "../cli/errors.js";
import { fileNameForUrl, pathInside } from "./file-names.js";
import { type PageDocument, type PageFormat, pageKey, renderPage } from "./page.js";

export const MANIFEST = "pages.ndjson";
export const JOB_FILE = "job.json";

/** One line of `pages.ndjson`. */
export interface ManifestEntry {
  url: string;
  file: string;
  scrapeId?: string;
  statusCode?: number;
  title?: string;
}

/** What `job.json` records, so that a folder says which job filled it. */
export interface JobRecord {
  id: string;
  kind: "crawl" | "batch" | "scrape";
  apiUrl: string;
  startedAt: string;
}

/**
 * A folder that receives one file per page as pages arrive, and `pages.ndjson` listing each page
 * once. Only the set of page URLs already written is held in memory, never the pages.
 */
export class PageFolder {
  readonly #dir: string;
  readonly #format: PageFormat;
  readonly #written: Set<string>;
  #count: number;

  private constructor(dir: string, format: PageFormat, written: Set<string>) {
    this.#dir = dir;
    this.#format = format;
    this.#written = written;
    this.#count = written.size;
  }

  /**
   * Opens `dir` for a new job (refused if it already holds one: `--resume` is how to add to it) or,
   * with `resume`, for the job it holds, reading which pages it has.
   */
  static async open(
    dir: string,
    format: PageFormat,
    job: JobRecord,
    resume: boolean,
  ): Promise<PageFolder> {
    mkdirSync(dir, { recursive: true });
    const manifest = pathInside(dir, MANIFEST);
    const jobFile = pathInside(dir, JOB_FILE);
    if (!resume) {
      if (existsSync(manifest))
        throw new UsageError(
          "-o",
          `${dir} already holds a job's pages; resume it (--resume ID) or choose another folder`,
        );
      writeAtomically(jobFile, `${JSON.stringify(job, null, 2)}\n`);
      return new PageFolder(dir, format, new Set());
    }
    const recorded = readJobRecord(jobFile);
    if (recorded !== undefined && recorded.id !== job.id)
      throw new UsageError(
        "--resume",
        `${dir} holds the pages of job ${recorded.id}, not ${job.id}`,
      );
    if (recorded === undefined) writeAtomically(jobFile, `${JSON.stringify(job, null, 2)}\n`);
    return new PageFolder(dir, format, await readWritten(manifest));
  }

  /** Pages written, including those found there on resume. */
  get count(): number {
    return this.#count;
  }

  /** Writes the page's file, then its manifest line; false when the page was written before. */
  write(document: PageDocument): boolean {
    const url = pageKey(document);
    if (this.#written.has(url)) return false;
    const { text, extension } = renderPage(document, this.#format);
    const file = fileNameForUrl(url, extension);
    writeAtomically(pathInside(this.#dir, file), text);
    const metadata = document.metadata ?? {};
    const entry: ManifestEntry = {
      url,
      file,
      ...(typeof metadata["scrapeId"] === "string" ? { scrapeId: metadata["scrapeId"] } : {}),
      ...(typeof metadata["statusCode"] === "number" ? { statusCode: metadata["statusCode"] } : {}),
      ...(typeof metadata["title"] === "string" ? { title: metadata["title"] } : {}),
    };
    // The line goes in after the file: a page listed is a page on disk. A run stopped between
    // the two rewrites that same file on resume, under the same name.
    appendFileSync(pathInside(this.#dir, MANIFEST), `${JSON.stringify(entry)}\n`);
    this.#written.add(url);
    this.#count += 1;
    return true;
  }
}

/**
 * Writes through a new temporary file renamed into place: a reader never sees half a page, and a
 * symlink planted under the page's name is replaced, never followed out of the folder.
 */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  const fd = openSync(temporary, "wx", 0o644);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function readJobRecord(path: string): JobRecord | undefined {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<JobRecord>;
    return typeof value.id === "string" ? (value as JobRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** The URLs `pages.ndjson` lists, read line by line; a torn last line (a run killed mid-write) is passed over. */
async function readWritten(manifest: string): Promise<Set<string>> {
  const written = new Set<string>();
  if (!existsSync(manifest)) return written;
  const lines = createInterface({ input: createReadStream(manifest), crlfDelay: Infinity });
  for await (const line of lines) {
    try {
      const entry = JSON.parse(line) as Partial<ManifestEntry>;
      if (typeof entry.url === "string") written.add(entry.url);
    } catch {
      // A torn line: its page is not counted as written, so it is written again.
    }
  }
  // A torn last line would glue itself to the next entry: end the file with a newline first.
  if (!endsWithNewline(manifest)) appendFileSync(manifest, "\n");
  return written;
}

function endsWithNewline(path: string): boolean {
  const { size } = statSync(path);
  if (size === 0) return true;
  const fd = openSync(path, "r");
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    closeSync(fd);
  }
}

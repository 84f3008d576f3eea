import { closeSync } from "node:fs";
import { extname, join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { CrawledPage } from "@keystone/site-audit";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { isPageFileName } from "../output/file-names.js";
import { MANIFEST, MAX_MANIFEST_LINE } from "../output/page-folder.js";
import { type CrawlFolder, openManifest } from "./crawl-folder.js";
import { type ManifestLine, manifestLines } from "./manifest-reader.js";
import { quoted } from "./shown-text.js";

/** Largest page file read: far past any page a provider returns (the html-too-large check is 1 MB). */
export const MAX_PAGE_FILE_BYTES = 256 * 1024 * 1024;

/** Pages read between two turns of the event loop, so that Ctrl-C and the progress bar are seen. */
const PAGES_PER_TURN = 16;

/** What reading a folder found, beside its pages. */
export interface FolderReading {
  /** Pages handed to the audit. */
  read: number;
  /** Lines of pages.ndjson whose page could not be read (each named through `onSkip`). */
  skipped: number;
  /** Pages kept as markdown or html files (not whole documents): their metadata is mostly lost. */
  withoutMetadata: number;
}

interface Entry {
  url: string;
  file: string;
  bytes?: number;
  statusCode?: number;
  title?: string;
}

/**
 * The pages of a crawl folder, one at a time, in the order pages.ndjson lists them: each line's
 * page file is read (no link followed, no file larger than its line records), turned into the
 * document the audit reads, and released before the next. A line or file that cannot be read is
 * named through `onSkip` and counted; reading goes on with the next line.
 */
export async function* folderPages(
  folder: CrawlFolder,
  reading: FolderReading,
  options: { signal: AbortSignal; onSkip: (message: string) => void },
): AsyncGenerator<CrawledPage> {
  const seen = new Set<string>();
  const fd = openManifest(folder.dir, folder.root);
  try {
    let sinceTurn = 0;
    for (const line of manifestLines(fd, MAX_MANIFEST_LINE)) {
      options.signal.throwIfAborted();
      const page = pageOfLine(folder, line, seen, reading);
      if (typeof page === "string") {
        reading.skipped += 1;
        options.onSkip(`${join(folder.dir, MANIFEST)} line ${line.number}: ${page}, skipped`);
        continue;
      }
      reading.read += 1;
      yield page;
      if (++sinceTurn >= PAGES_PER_TURN) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** The first URL pages.ndjson lists: the crawl's first page, its start URL when none is recorded. */
export function firstListedUrl(folder: CrawlFolder): string | undefined {
  const fd = openManifest(folder.dir, folder.root);
  try {
    for (const line of manifestLines(fd, MAX_MANIFEST_LINE)) {
      const entry = line.kind === "line" ? entryOf(line.text) : undefined;
      if (typeof entry === "object") return entry.url;
    }
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The page a line names, read from its file; a string says why there is none. */
function pageOfLine(
  folder: CrawlFolder,
  line: ManifestLine,
  seen: Set<string>,
  reading: FolderReading,
): CrawledPage | string {
  if (line.kind === "overlong") return `longer than ${MAX_MANIFEST_LINE / 1024} KiB`;
  if (line.kind === "torn") return "torn (it does not end in a newline)";
  const entry = entryOf(line.text);
  if (typeof entry === "string") return entry;
  if (seen.has(entry.url)) return `${quoted(entry.url)} is listed twice`;
  seen.add(entry.url);
  const text = readPageFile(folder, entry);
  if (typeof text !== "object") return text;
  const content = text.toString("utf8");
  const metadata = {
    sourceURL: entry.url,
    ...(entry.statusCode === undefined ? {} : { statusCode: entry.statusCode }),
    ...(entry.title === undefined ? {} : { title: entry.title }),
  };
  switch (extname(entry.file)) {
    case ".md":
      reading.withoutMetadata += 1;
      return { markdown: content, metadata };
    case ".html":
      reading.withoutMetadata += 1;
      return { html: content, metadata };
    default:
      return documentOf(content, entry, metadata);
  }
}

/** A manifest line's entry; a string says what is wrong with it. */
function entryOf(text: string): Entry | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "not a page entry (a JSON object)";
  const { url, file, bytes, statusCode, title } = value as Record<string, unknown>;
  if (typeof url !== "string" || url === "") return "it names no page URL";
  if (typeof file !== "string") return `${quoted(url)} names no file`;
  // A plain name of the shape this tool gives: no path, so nothing outside the folder is named.
  if (!isPageFileName(file))
    return `its file ${quoted(file)} is not a page file name of this folder (a path leaving it, or not ours)`;
  if (bytes !== undefined && !(Number.isSafeInteger(bytes) && (bytes as number) >= 0))
    return `its size ${quoted(JSON.stringify(bytes))} is not a number of bytes`;
  return {
    url,
    file,
    ...(bytes === undefined ? {} : { bytes: bytes as number }),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    ...(typeof title === "string" ? { title } : {}),
  };
}

/**
 * The bytes of the entry's file: a regular file in the folder (a link is refused, never followed),
 * of exactly the size its line records (a larger one is not read past that size; a smaller one
 * was cut short). A line of an earlier version records no size: the file is read up to the cap.
 */
function readPageFile(folder: CrawlFolder, entry: Entry): Buffer | string {
  const file = quoted(entry.file);
  if (entry.bytes !== undefined && entry.bytes > MAX_PAGE_FILE_BYTES)
    return `${file} records ${entry.bytes} bytes, over the ${MAX_PAGE_FILE_BYTES / 1024 / 1024} MiB a page file may be`;
  const maxBytes = entry.bytes ?? MAX_PAGE_FILE_BYTES;
  let data: Buffer;
  try {
    data = readCappedFile(join(folder.root, entry.file), { maxBytes, followLinks: false });
  } catch (error) {
    if (error instanceof FileRefusedError) {
      if (error.reason === "symlink") return `${file} is a symbolic link, never followed`;
      if (error.reason === "not-a-file") return `${file} is not a regular file`;
      return entry.bytes === undefined
        ? `${file} is larger than the ${MAX_PAGE_FILE_BYTES / 1024 / 1024} MiB a page file may be`
        : `${file} is larger than the ${entry.bytes} bytes its line records`;
    }
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? `${file} is missing` : `${file} cannot be read (${code ?? "error"})`;
  }
  if (entry.bytes !== undefined && data.length !== entry.bytes)
    return `${file} holds ${data.length} bytes where its line records ${entry.bytes} (cut short)`;
  return data;
}

/** A page kept whole (`.json`): the provider's document, its URL filled in from its line if absent. */
function documentOf(
  content: string,
  entry: Entry,
  fallback: Record<string, unknown>,
): CrawledPage | string {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return `${quoted(entry.file)} is not JSON`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `${quoted(entry.file)} is not a page document (a JSON object)`;
  const page = value as CrawledPage;
  const metadata = typeof page.metadata === "object" && page.metadata !== null ? page.metadata : {};
  if (typeof metadata.sourceURL !== "string" && typeof metadata.url !== "string")
    return { ...page, metadata: { ...fallback, ...metadata, sourceURL: entry.url } };
  return page;
}

import { createHash } from "node:crypto";
import { basename, resolve, sep } from "node:path";

/** Longest readable part of a name, so that name and suffix stay far below every file system's 255. */
const MAX_SLUG = 96;

/** Names Windows reserves whatever their extension (`CON`, `con.txt`, `COM1.md`…). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

export type PageExtension = "md" | "json" | "html";

const PAGE_EXTENSION = /\.(md|json|html)$/;

/**
 * The file name of a page, from its URL: its host, path and query, every character other than
 * `A-Z a-z 0-9 . _ -` turned to `_` (so `/`, `\`, `%2F`, `..` segments, control characters and
 * non-ASCII can neither leave the folder nor fool a shell), cut to a readable length, and ended
 * with eight hex digits of a hash of the whole URL, so that two URLs never share a name however
 * alike their readable parts are, and the same URL always gets the same name (a resumed crawl
 * overwrites instead of duplicating). The name never starts with a dot or dash, and its first
 * part is never one of Windows' reserved device names.
 */
export function fileNameForUrl(url: string, extension: PageExtension): string {
  const hash = createHash("sha256").update(url).digest("hex").slice(0, 8);
  const plain = readablePart(url)
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/\.{2,}/g, "_");
  let slug = trimSeparators(trimSeparators(plain).slice(0, MAX_SLUG));
  if (slug === "") slug = "page";
  const [first = ""] = slug.split(".");
  if (WINDOWS_RESERVED.test(first)) slug = `_${slug}`;
  return `${slug}-${hash}.${extension}`;
}

const SEPARATORS = new Set([".", "_", "-"]);

/**
 * `text` without the separators it starts and ends with, in one pass over them. A pattern such as
 * `/[._-]+$/` tries each character of a run that does not end the text and rescans the run from it:
 * a URL of 128,000 dashes then a letter took 36.9 s to name.
 */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATORS.has(text.charAt(start))) start += 1;
  while (end > start && SEPARATORS.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Host, path and query of an http(s) URL; the whole text of anything else. */
function readablePart(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === "/" ? "" : parsed.pathname;
    return `${parsed.host}${path}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * The full path of `name` inside `dir`, after checking that it is a plain name that resolves
 * directly inside that folder: the last line of defence should a name ever come from elsewhere.
 */
export function pathInside(dir: string, name: string): string {
  const root = resolve(dir);
  const full = resolve(root, name);
  if (name !== basename(name) || name === "." || name === ".." || !full.startsWith(root + sep))
    throw new Error(`refused to write outside ${root}: ${JSON.stringify(name)}`);
  return full;
}

/**
 * Whether `name` has the shape fileNameForUrl gives. Anyone can give a file that shape
 * (`minutes-20240105.md`): it says a file may be a page, never that it is one of ours.
 */
export function isPageFileName(name: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9._-]*-[0-9a-f]{8}\.(md|json|html)$/.test(name);
}

/** Whether `name` is the very name fileNameForUrl gives `url` (with the extension `name` has). */
export function isPageFileNameFor(url: string, name: string): boolean {
  const extension = PAGE_EXTENSION.exec(name)?.[1] as PageExtension | undefined;
  return extension !== undefined && fileNameForUrl(url, extension) === name;
}

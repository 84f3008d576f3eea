import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";

/** `NAME.<8 hex>.tmp`: the temporary name a file is written under before it is renamed to NAME. */
const TEMPORARY = /^(.+)\.[0-9a-f]{8}\.tmp$/;

export function temporaryNameFor(path: string): string {
  return `${path}.${randomBytes(4).toString("hex")}.tmp`;
}

/** The name a temporary file was to become, or undefined when `name` is not a temporary name. */
export function finalNameOf(name: string): string | undefined {
  return TEMPORARY.exec(name)?.[1];
}

/** Writes all of `text`: a write to a regular file may take less than it was given. */
export function writeFully(fd: number, text: string | Buffer): void {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  for (let offset = 0; offset < bytes.length;)
    offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

/**
 * Writes through a new temporary file (`wx`: never through anything already there) renamed into
 * place: a reader never sees half a file, and a symlink planted under the name is replaced, never
 * followed out of the folder. A run killed before the rename leaves only the temporary file,
 * which the next run removes. `sync` flushes the data to the disk before the rename, so that a
 * power loss cannot leave the new name on an empty file; pages skip it (it doubled the time of a
 * crawl whose pages come all at once) and are checked by their size on resume instead.
 */
export function writeAtomically(
  path: string,
  data: string | Buffer,
  options: { sync: boolean } = { sync: true },
): void {
  const temporary = temporaryNameFor(path);
  const fd = openSync(temporary, "wx", 0o644);
  try {
    writeFully(fd, data);
    if (options.sync) fsyncSync(fd);
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

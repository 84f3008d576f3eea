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
 * Writes through a new temporary file (`wx`: never through anything already there) that is synced
 * and then renamed into place: a reader, or a run resumed after a power loss, never sees half a
 * file, and a symlink planted under the name is replaced, never followed out of the folder. A run
 * killed before the rename leaves only the temporary file, which the next run removes.
 */
export function writeAtomically(path: string, text: string): void {
  const temporary = temporaryNameFor(path);
  const fd = openSync(temporary, "wx", 0o644);
  try {
    writeFully(fd, text);
    fsyncSync(fd);
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

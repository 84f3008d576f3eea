import { closeSync, constants, fstatSync, lstatSync, openSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../cli/errors.js";
import type { FolderLocation } from "./held-folder.js";

// Windows has neither flag; there lstat alone keeps links out, and FIFOs cannot be planted.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCKING = constants.O_NONBLOCK ?? 0;

/**
 * The refusal of a folder file that is not a regular file of its own: a symbolic link (never
 * followed: it could name a file outside the folder, or a device such as /dev/zero), a FIFO or a
 * device. Exit code 2, naming the file.
 */
export function notOurFile(dir: string, name: string, why: "link" | "not-a-file"): UsageError {
  const shown = join(dir, name);
  return new UsageError(
    "-o",
    why === "link"
      ? `${shown} is a symbolic link; a link in the output folder is never followed: remove it or choose another folder`
      : `${shown} is not a regular file: remove it or choose another folder`,
  );
}

/** Refuses `name` in the folder if it is there and is anything but a regular file; true when it is there. */
export function checkFolderFile(folder: FolderLocation, name: string): boolean {
  try {
    const stats = lstatSync(folder.pathOf(name));
    if (stats.isSymbolicLink()) throw notOurFile(folder.shown, name, "link");
    if (!stats.isFile()) throw notOurFile(folder.shown, name, "not-a-file");
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Opens a folder file without following a link (O_NOFOLLOW) and without blocking on a FIFO
 * (O_NONBLOCK), then checks on the descriptor that it is a regular file: the lstat beforehand
 * gives the clear message, this closes the gap between that check and the open.
 */
export function openFolderFile(
  folder: FolderLocation,
  name: string,
  flags: number,
  mode?: number,
): number {
  let fd: number;
  try {
    fd = openSync(folder.pathOf(name), flags | NO_FOLLOW | NON_BLOCKING, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP")
      throw notOurFile(folder.shown, name, "link");
    throw error;
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw notOurFile(folder.shown, name, "not-a-file");
  }
  return fd;
}

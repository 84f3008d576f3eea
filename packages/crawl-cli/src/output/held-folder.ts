import {
  type BigIntStats,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  opendirSync,
  openSync,
  realpathSync,
  statSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ExitError, UsageError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { pathInside } from "./file-names.js";

/** A folder's files by name, and the folder as the person named it, for messages. */
export interface FolderLocation {
  readonly shown: string;
  pathOf(name: string): string;
}

// Windows has neither flag, and cannot open a folder: there the folder is known by its identity.
const OPEN_FOLDER = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);
const CAN_HOLD = process.platform !== "win32";

/**
 * The `-o` folder, held from the moment it is opened. Its real path is resolved once; after that,
 * a folder moved away and replaced (`mv out out.moved; ln -s ../victim out`) must not receive the
 * next page. So the folder is opened and its device and inode recorded, and before each file is
 * named in it the path is checked to still lead to that very folder: if it does not, the run stops
 * with one line, nothing written elsewhere. On Linux the files are also named through the open
 * descriptor (`/proc/self/fd/N/name`, which the kernel resolves to the folder held, wherever it
 * now is), so a swap between that check and the write cannot redirect the write either; elsewhere
 * the check alone stands.
 */
export class HeldFolder implements FolderLocation {
  readonly #root: string;
  readonly #fd: number | undefined;
  readonly #identity: BigIntStats;
  readonly #held: string | undefined;

  private constructor(
    readonly shown: string,
    root: string,
    fd: number | undefined,
    identity: BigIntStats,
  ) {
    this.#root = root;
    this.#fd = fd;
    this.#identity = identity;
    this.#held = fd === undefined ? undefined : descriptorPath(fd, identity);
  }

  /** Opens the folder `dir` names, which must exist. `dir` itself may be a link the person made. */
  static open(dir: string): HeldFolder {
    const root = realpathSync(dir);
    if (!CAN_HOLD) return new HeldFolder(dir, root, undefined, statSync(root, { bigint: true }));
    let fd: number;
    try {
      fd = openSync(root, OPEN_FOLDER);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ELOOP" || code === "ENOTDIR")
        throw new UsageError("-o", `${dir} changed while it was being opened; run again`);
      throw error;
    }
    return new HeldFolder(dir, root, fd, fstatSync(fd, { bigint: true }));
  }

  /** Stops the run if the folder's path no longer leads to the folder opened. */
  verify(): void {
    let now: BigIntStats | undefined;
    try {
      now = lstatSync(this.#root, { bigint: true });
    } catch {
      now = undefined;
    }
    if (
      now === undefined ||
      !now.isDirectory() ||
      now.dev !== this.#identity.dev ||
      now.ino !== this.#identity.ino
    )
      throw new ExitError(
        `-o: ${this.shown} is no longer the folder this run opened (it was moved, removed or replaced, by a link or another folder); nothing more was written to it`,
        EXIT.failure,
      );
  }

  /** Where `name`, a plain name, is in the folder, once the folder is checked to be the one opened. */
  pathOf(name: string): string {
    const path = pathInside(this.#root, name);
    this.verify();
    return this.#held === undefined ? path : `${this.#held}/${name}`;
  }

  /** The names in the folder, read an entry at a time: a large folder costs no memory. */
  *names(): Generator<string> {
    this.verify();
    const listing = opendirSync(this.#held ?? this.#root);
    try {
      for (let entry = listing.readSync(); entry !== null; entry = listing.readSync())
        yield entry.name;
    } finally {
      listing.closeSync();
    }
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
  }
}

/** `/proc/self/fd/N` when the system has it and it leads to the folder held; else undefined. */
function descriptorPath(fd: number, identity: BigIntStats): string | undefined {
  const path = `/proc/self/fd/${fd}`;
  try {
    const stats = statSync(path, { bigint: true });
    return stats.dev === identity.dev && stats.ino === identity.ino ? path : undefined;
  } catch {
    return undefined;
  }
}

const WRITABLE_BY_OTHERS = 0o002;
const STICKY = 0o1000;

/**
 * Refuses a folder with a parent (or any folder above it) that other users can write to without
 * the sticky bit: any of them could rename the folder away and put a link in its place. (`/tmp`
 * has the sticky bit: there only a folder's owner can rename it.) A folder not made yet is judged
 * by the folders it would be made in.
 */
export function refuseSharedParents(dir: string): void {
  if (!CAN_HOLD) return;
  const { real, exists } = nearestReal(resolve(dir));
  for (let folder = exists ? dirname(real) : real; ; folder = dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & WRITABLE_BY_OTHERS) !== 0 && (mode & STICKY) === 0)
      throw new UsageError(
        "-o",
        `${folder} can be written to by other users and has no sticky bit: any of them could swap ${dir} for a link while pages are written; choose a folder elsewhere, or run chmod +t ${folder}`,
      );
    if (dirname(folder) === folder) return;
  }
}

/** The real path of `path`, or of the nearest folder above it that exists. */
function nearestReal(path: string): { real: string; exists: boolean } {
  for (let at = path; ; at = dirname(at)) {
    try {
      return { real: realpathSync(at), exists: at === path };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || dirname(at) === at) throw error;
    }
  }
}

/** A folder's files by their plain path, for the checks made before the folder is opened. */
export function folderAt(shown: string, root: string): FolderLocation {
  return { shown, pathOf: (name) => join(root, name) };
}

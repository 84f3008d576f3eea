import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

/** Why a file was not read: too large, not a regular file, or a link where none is followed. */
export type FileRefusal = "too-large" | "not-a-file" | "symlink";

export class FileRefusedError extends Error {
  override readonly name = "FileRefusedError";
  constructor(
    readonly path: string,
    readonly reason: FileRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface CappedReadOptions {
  maxBytes: number;
  /** false: a symbolic link at `path` is refused instead of followed (files in an output folder). */
  followLinks?: boolean;
}

const CHUNK_BYTES = 64 * 1024;

// Windows has neither flag; there a FIFO cannot be planted and links are refused by lstat.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NON_BLOCKING = constants.O_NONBLOCK ?? 0;

/**
 * The bytes of a regular file of at most `maxBytes`. The checks are made on the open descriptor,
 * so the file checked is the file read: a device (a link to `/dev/zero` would never end), a FIFO
 * (opened without blocking, so a writer-less one cannot hang the open) or a folder is refused
 * before any read, and a file that grows past the cap while it is read is refused too.
 */
export function readCappedFile(path: string, options: CappedReadOptions): Buffer {
  const { maxBytes, followLinks = true } = options;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NON_BLOCKING | (followLinks ? 0 : NO_FOLLOW));
  } catch (error) {
    if (!followLinks && (error as NodeJS.ErrnoException).code === "ELOOP")
      throw new FileRefusedError(path, "symlink", `${path} is a symbolic link, never followed`);
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile())
      throw new FileRefusedError(path, "not-a-file", `${path} is not a regular file`);
    const tooLarge = () =>
      new FileRefusedError(path, "too-large", `${path} is larger than ${maxBytes} bytes`);
    if (stats.size > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      total += read;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk.subarray(0, read));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

import { readSync } from "node:fs";

/**
 * One line of a file, with `complete` when it ended in a newline. A line longer than the cap comes
 * as an incomplete empty line, the last.
 */
export interface Line {
  text: string;
  complete: boolean;
}

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/**
 * The lines of an open file, read in chunks, up to the first line longer than `maxBytes`, where
 * they end. Written here because readline holds a whole line, however long: a corrupt or hostile
 * line of a gigabyte would be read whole, where here it costs `maxBytes` and ends the reading.
 */
export function* linesOf(fd: number, maxBytes: number): Generator<Line> {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Keeps part of the current line; false once the line is longer than the cap. */
  const take = (part: Buffer): boolean => {
    pendingBytes += part.length;
    // The chunk buffer is reused for the next read: keep a copy.
    pending.push(Buffer.from(part));
    return pendingBytes <= maxBytes;
  };
  const overlong: Line = { text: "", complete: false };
  const line = (complete: boolean): Line => {
    const text = Buffer.concat(pending).toString("utf8");
    pending = [];
    pendingBytes = 0;
    return { text, complete };
  };
  for (;;) {
    const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
    if (read === 0) break;
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1 && end < read;) {
      if (!take(chunk.subarray(start, end))) return yield overlong;
      yield line(true);
      start = end + 1;
      end = chunk.indexOf(NEWLINE, start);
    }
    if (!take(chunk.subarray(start, read))) return yield overlong;
  }
  if (pendingBytes > 0) yield line(false);
}

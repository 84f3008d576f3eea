import { readSync } from "node:fs";

/** One line of a manifest as the audit reads it: its text, or why it has none. */
export type ManifestLine =
  | { number: number; kind: "line"; text: string }
  /** Longer than the cap: skipped up to its newline, never held. */
  | { number: number; kind: "overlong" }
  /** The last line, without its newline: the write that was to end it never happened. */
  | { number: number; kind: "torn" };

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/**
 * The lines of an open manifest, read in chunks. A line longer than `maxBytes` costs at most
 * that much memory: the rest of it is read past, chunk by chunk, and reading goes on at the next
 * line, so that one corrupt line of 100 MB loses that line, not the pages listed after it.
 * (The resume reader, `output/manifest-lines.ts`, stops at such a line instead: there the lines
 * after it are written again by the job.)
 */
export function* manifestLines(fd: number, maxBytes: number): Generator<ManifestLine> {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overlong = false;
  let number = 0;
  const end = (): ManifestLine => {
    number += 1;
    const line: ManifestLine = overlong
      ? { number, kind: "overlong" }
      : { number, kind: "line", text: Buffer.concat(pending, pendingBytes).toString("utf8") };
    pending = [];
    pendingBytes = 0;
    overlong = false;
    return line;
  };
  const take = (part: Buffer) => {
    if (overlong) return;
    pendingBytes += part.length;
    if (pendingBytes > maxBytes) {
      overlong = true;
      pending = [];
      return;
    }
    // The chunk buffer is reused for the next read: keep a copy.
    pending.push(Buffer.from(part));
  };
  for (;;) {
    const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
    if (read === 0) break;
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE, 0); at !== -1 && at < read;) {
      take(chunk.subarray(start, at));
      yield end();
      start = at + 1;
      at = chunk.indexOf(NEWLINE, start);
    }
    take(chunk.subarray(start, read));
  }
  if (pendingBytes > 0 || overlong) {
    const last = end();
    yield last.kind === "overlong" ? last : { number: last.number, kind: "torn" };
  }
}

/** How many lines the manifest holds (its newlines, and a last line without one), for a progress total. */
export function countLines(fd: number): number {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let lines = 0;
  let endsInNewline = true;
  for (let position = 0; ;) {
    const read = readSync(fd, chunk, 0, CHUNK_BYTES, position);
    if (read === 0) break;
    position += read;
    for (
      let at = chunk.indexOf(NEWLINE, 0);
      at !== -1 && at < read;
      at = chunk.indexOf(NEWLINE, at + 1)
    )
      lines += 1;
    endsInNewline = chunk[read - 1] === NEWLINE;
  }
  return endsInNewline ? lines : lines + 1;
}

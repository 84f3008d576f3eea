import type { ResultOutput } from "../cli/output.js";

/** Text gathered into writes of about this size. */
const BATCH_CHARS = 1024 * 1024;

type OutStream = NodeJS.WritableStream & { writableNeedDrain?: boolean };

/** Resolves at the stream's next `drain` (or once it is flushed), or as soon as it fails or closes. */
function settled(stream: OutStream, event: "drain" | "flushed"): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      stream.off("error", done);
      resolve();
    };
    stream.once("close", done);
    stream.once("error", done);
    if (event === "drain") stream.once("drain", done);
    else stream.write("", done);
  });
}

/**
 * Text written to stdout through `out` (its terminal cleaning, its quiet end when the reader goes
 * away) in batches, each waited for while the pipe is full, and flushed before it resolves: the
 * bin exits as soon as the command returns, and writes still pending on a pipe would be lost (an
 * audit.json piped to another program was cut at 64 KiB). `coloured`: the CLI's own text with its
 * colours, every crawled string in it already escaped (`shownText`), written as it is, since the
 * terminal cleaning would strip the colours' escape character and leave `[31m` on the screen.
 */
export async function writeOut(
  out: ResultOutput,
  stream: OutStream,
  pieces: Iterable<string>,
  options: { coloured?: boolean } = {},
): Promise<void> {
  let batch: string[] = [];
  let length = 0;
  const send = async () => {
    if (options.coloured === true) {
      if (!out.closed) stream.write(batch.join(""));
    } else out.write(batch.join(""));
    batch = [];
    length = 0;
    if (stream.writableNeedDrain === true && !out.closed) await settled(stream, "drain");
  };
  for (const piece of pieces) {
    if (out.closed) return;
    batch.push(piece);
    length += piece.length;
    if (length >= BATCH_CHARS) await send();
  }
  await send();
  if (!out.closed) await settled(stream, "flushed");
}

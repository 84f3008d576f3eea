import { constants, createInflate } from "node:zlib";
import { mebibytes, ParseRefusal } from "./limits.js";

const STREAM = Buffer.from("stream");

/** Whether `bytes` begin with a zlib header, the only flate data pdf.js inflates. */
function hasZlibHeader(bytes: Uint8Array): boolean {
  const [method, flags] = bytes;
  return (
    method !== undefined &&
    flags !== undefined &&
    (method & 0x0f) === 8 &&
    ((method << 8) | flags) % 31 === 0
  );
}

/** The bytes `data` inflates to, counted and dropped as they come, stopping once past `limit`. */
function inflatedBytes(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    // A truncated stream is inflated as far as it goes, as pdf.js does.
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let total = 0;
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) inflate.destroy();
    });
    inflate.on("error", () => resolve(total));
    inflate.on("close", () => resolve(total));
    inflate.end(data);
  });
}

/**
 * Where each stream's data starts, found in one pass. The data is taken to the end of the file,
 * not to the next `endstream`: pdf.js reads `/Length` bytes, and deflate data may hold that
 * keyword (in a stored block) to end a scan early. Inflating stops at the deflate stream's own
 * end, so the trailing bytes cost nothing.
 */
function* streamStarts(file: Buffer): Generator<number> {
  let at = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, at);
    if (keyword < 0) return;
    let start = keyword + STREAM.byteLength;
    if (file[start] === 0x0d) start += 1;
    at = start;
    if (file[start] === 0x0a && file[keyword - 1] !== 0x64 /* the "d" of endstream */) {
      yield start + 1;
    }
  }
}

/**
 * Refuses a PDF with a flate stream that inflates past `limit` bytes, before pdf.js inflates it
 * whole. pdf.js has no option for this, so each stream is inflated here and counted, never kept;
 * the cost is what the streams inflate to, which the cap bounds per stream (a file of many
 * streams each just under it is stopped by the deadline). Streams under another filter first
 * (ASCII85 then Flate, say) are not looked at: the worker's heap cap and the deadline stop those.
 */
export async function refuseFlateBombs(data: Uint8Array, limit: number): Promise<void> {
  const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (const start of streamStarts(file)) {
    const body = file.subarray(start);
    if (!hasZlibHeader(body)) continue;
    if ((await inflatedBytes(body, limit)) > limit) {
      throw new ParseRefusal(
        413,
        `A stream of the PDF inflates past the limit of ${mebibytes(limit)}`,
      );
    }
  }
}

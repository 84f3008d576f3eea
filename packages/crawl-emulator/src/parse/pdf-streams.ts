import { constants, createInflate } from "node:zlib";
import { mebibytes, ParseRefusal } from "./limits.js";

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");

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

/** The bodies between each `stream` keyword and its `endstream`, found in one pass. */
function* streamBodies(file: Buffer): Generator<Buffer> {
  let at = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, at);
    if (keyword < 0) return;
    let start = keyword + STREAM.byteLength;
    if (file[start] === 0x0d) start += 1;
    if (file[start] !== 0x0a || file[keyword - 1] === 0x64 /* the "d" of endstream */) {
      at = start;
      continue;
    }
    start += 1;
    const end = file.indexOf(END_STREAM, start);
    if (end < 0) return;
    yield file.subarray(start, end);
    at = end + END_STREAM.byteLength;
  }
}

/**
 * Refuses a PDF with a flate stream that inflates past `limit` bytes, before pdf.js inflates it
 * whole. pdf.js has no option for this, so each stream is inflated here and counted, never kept;
 * the cost is linear in what the file inflates to, which the cap bounds per stream. Streams under
 * another filter first (ASCII85 then Flate, say) are not looked at: the worker's heap cap and the
 * request's deadline stop those.
 */
export async function refuseFlateBombs(data: Uint8Array, limit: number): Promise<void> {
  const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (const body of streamBodies(file)) {
    if (!hasZlibHeader(body)) continue;
    if ((await inflatedBytes(body, limit)) > limit) {
      throw new ParseRefusal(
        413,
        `A stream of the PDF inflates past the limit of ${mebibytes(limit)}`,
      );
    }
  }
}

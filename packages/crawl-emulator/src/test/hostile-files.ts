import { createDeflate, createDeflateRaw } from "node:zlib";

/** One indirect object of a hand-written PDF: its dictionary, and its stream's bytes if it has one. */
interface PdfObject {
  dictionary: string;
  stream?: Uint8Array;
}

/**
 * A PDF written byte by byte, with a correct cross-reference table, so that a test can build the
 * malformed-but-readable files pdf-lib refuses to write (a page list that repeats one reference).
 * Object n of the file is `objects[n - 1]`; object 1 must be the catalog.
 */
export function pdfFile(objects: readonly PdfObject[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  write("%PDF-1.7\n");
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    write(`${index + 1} 0 obj\n`);
    if (object.stream) {
      write(`${object.dictionary.replace(/>>\s*$/, "")} /Length ${object.stream.byteLength} >>\n`);
      write("stream\n");
      write(object.stream);
      write("\nendstream\n");
    } else {
      write(`${object.dictionary}\n`);
    }
    write("endobj\n");
  });
  const xref = length;
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.byteLength;
  }
  return file;
}

/** A one-page content stream that writes `text` in Helvetica. */
function textContent(text: string): Uint8Array {
  return new TextEncoder().encode(`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`);
}

/**
 * A PDF whose page list names one page `repeats` times (the page tree pdf.js walks again for every
 * page it reads), with `/Count` saying so.
 */
export function repeatedKidsPdf(repeats: number): Uint8Array {
  const kids = Array.from({ length: repeats }, () => "3 0 R").join(" ");
  return pdfFile([
    { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dictionary: `<< /Type /Pages /Kids [${kids}] /Count ${repeats} >>` },
    {
      dictionary:
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R " +
        "/Resources << /Font << /F1 5 0 R >> >> >>",
    },
    { dictionary: "<< >>", stream: textContent("Again") },
    { dictionary: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
  ]);
}

/**
 * `bytes` zero bytes through zlib's deflate (with its zlib header, or `raw` without), a chunk at a
 * time so the zeros are never held whole.
 */
export async function deflatedZeros(bytes: number, raw = false): Promise<Uint8Array> {
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += zeros.byteLength) {
    const chunk = zeros.subarray(0, Math.min(zeros.byteLength, bytes - written));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A one-page PDF whose content stream is `expanded` zero bytes deflated: a zip bomb. */
export async function flateBombPdf(expanded: number): Promise<Uint8Array> {
  return pdfFile([
    { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dictionary: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dictionary: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>" },
    { dictionary: "<< /Filter /FlateDecode >>", stream: await deflatedZeros(expanded) },
  ]);
}

/**
 * A zip bomb whose deflate data opens with a stored block holding the text `endstream`, so that a
 * scan stopping at that keyword sees a few harmless bytes while pdf.js, reading `/Length` bytes,
 * inflates all of it. The checksum is left zero: pdf.js does not check it.
 */
export async function hiddenFlateBombPdf(expanded: number): Promise<Uint8Array> {
  const decoy = new TextEncoder().encode("\nendstream\nendobj\n");
  const length = decoy.byteLength;
  const stored = [0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff];
  const bomb = await deflatedZeros(expanded, true);
  const stream = new Uint8Array(2 + stored.length + decoy.byteLength + bomb.byteLength + 4);
  stream.set([0x78, 0x9c, ...stored]);
  stream.set(decoy, 2 + stored.length);
  stream.set(bomb, 2 + stored.length + decoy.byteLength);
  return pdfFile([
    { dictionary: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dictionary: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dictionary: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>" },
    { dictionary: "<< /Filter /FlateDecode >>", stream },
  ]);
}

/** `depth` `<div>`s, each inside the last. */
export function nestedHtml(depth: number): string {
  return `<html><body>${"<div>".repeat(depth)}deep${"</div>".repeat(depth)}</body></html>`;
}

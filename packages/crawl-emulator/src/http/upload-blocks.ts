import type { Request } from "express";
import type { StorageEngine } from "multer";

/** Bytes of one block an upload is copied into as it arrives. */
export const UPLOAD_BLOCK_BYTES = 1024 * 1024;

/** An upload as `blockStorage` keeps it: its bytes in order, across blocks of their own. */
export interface UploadBlocks {
  /** Each a view into an ArrayBuffer no other view shares, so it can be moved to a worker. */
  blocks: Uint8Array<ArrayBuffer>[];
  size: number;
}

/**
 * A multer storage engine that copies each chunk into 1 MiB blocks as it arrives, where multer's
 * memory storage keeps every chunk and joins them at the end: 50 MiB copied in one go on the event
 * loop, with the chunks and their copy both held meanwhile. The blocks are joined in the
 * conversion's worker instead, the event loop copying no more than a chunk at a time.
 */
export function blockStorage(): StorageEngine {
  return {
    _handleFile(_request: Request, file, done) {
      const blocks: Uint8Array<ArrayBuffer>[] = [];
      let block = new Uint8Array(UPLOAD_BLOCK_BYTES);
      let used = 0;
      let size = 0;
      file.stream.on("data", (chunk: Buffer) => {
        for (let offset = 0; offset < chunk.length;) {
          if (used === block.length) {
            blocks.push(block);
            block = new Uint8Array(UPLOAD_BLOCK_BYTES);
            used = 0;
          }
          const count = Math.min(chunk.length - offset, block.length - used);
          block.set(chunk.subarray(offset, offset + count), used);
          used += count;
          offset += count;
        }
        size += chunk.length;
      });
      file.stream.once("error", (error: Error) => done(error));
      file.stream.once("end", () => {
        if (used > 0) blocks.push(block.subarray(0, used));
        const kept: UploadBlocks = { blocks, size };
        done(null, kept as Partial<Express.Multer.File>);
      });
    },
    _removeFile(_request: Request, file, done) {
      (file as Partial<UploadBlocks>).blocks = [];
      done(null);
    },
  };
}

/** The upload's bytes in one array: a copy, for a worker or a test to read them whole. */
export function joinBlocks({ blocks, size }: UploadBlocks): Uint8Array {
  const data = new Uint8Array(size);
  let offset = 0;
  for (const block of blocks) {
    data.set(block, offset);
    offset += block.byteLength;
  }
  return data;
}

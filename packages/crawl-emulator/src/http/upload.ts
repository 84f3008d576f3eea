import type { Request, Response } from "express";
import type multerModule from "multer";
import { json, type ApiResponse } from "./responses.js";
import { blockStorage, type UploadBlocks } from "./upload-blocks.js";

/**
 * The largest file `/v2/parse` takes: 50 MiB. The OpenAPI description names no limit; 50 MB is the
 * figure other clients of the provider give for it. A larger upload is refused as soon as it
 * passes the limit, without reading the rest into memory.
 */
export const PARSE_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The OpenAPI's answer to a request that is not the multipart upload it expects. */
export const INVALID_MULTIPART = json(400, {
  success: false,
  code: "BAD_REQUEST",
  error: "Invalid multipart form-data request.",
});

/** An uploaded file, held in memory for the request (in blocks, see `blockStorage`). */
export interface UploadedFile extends UploadBlocks {
  filename: string;
  mimeType: string;
  /**
   * Aborts when the request's response closes: answered, or the client went away before. Work
   * on the file stops then, since nobody will read its result.
   */
  abandoned: AbortSignal;
}

type Multer = typeof multerModule;
let multipart:
  { multer: Multer; receiveFile: ReturnType<ReturnType<Multer>["single"]> } | undefined;

/**
 * multer, Express's own multipart middleware, for one `file` part and a few small fields; loaded
 * on the first upload, not with every emulator.
 */
async function loadMultipart() {
  if (!multipart) {
    const { default: multer } = await import("multer");
    const receiveFile = multer({
      storage: blockStorage(),
      limits: {
        fileSize: PARSE_MAX_FILE_BYTES,
        files: 1,
        fields: 8,
        fieldSize: 1024 * 1024,
        parts: 9,
      },
    }).single("file");
    multipart = { multer, receiveFile };
  }
  return multipart;
}

/**
 * Reads a multipart upload into `request.file` and `request.body`; answers the refusal instead
 * when it is too large or not the upload expected.
 */
export async function receiveUpload(
  request: Request,
  response: Response,
): Promise<ApiResponse | undefined> {
  const { multer, receiveFile } = await loadMultipart();
  return new Promise((resolve) => {
    receiveFile(request, response, (error: unknown) => {
      if (error === undefined || error === null) return resolve(undefined);
      if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
        return resolve(
          json(413, {
            success: false,
            error: `File too large: the limit is 50 MiB (${PARSE_MAX_FILE_BYTES} bytes)`,
          }),
        );
      }
      resolve(INVALID_MULTIPART);
    });
  });
}

function closing(response: Response | undefined): AbortSignal {
  const controller = new AbortController();
  if (!response || response.closed) controller.abort();
  else response.once("close", () => controller.abort());
  return controller.signal;
}

/** The file `receiveUpload` read, if any. */
export function uploadedFile(request: Request): UploadedFile | undefined {
  const file = request.file as (Express.Multer.File & UploadBlocks) | undefined;
  if (!file) return undefined;
  return {
    blocks: file.blocks,
    size: file.size,
    filename: file.originalname,
    mimeType: file.mimetype,
    abandoned: closing(request.res),
  };
}

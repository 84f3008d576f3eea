import { parentPort, workerData } from "node:worker_threads";
import { parseFile, type FileKind, type ParsedFile, type PdfOptions } from "./convert.js";
import { encodeAnswer, type DocumentRequest, type EncodedAnswer } from "./document.js";
import { ParseRefusal } from "./limits.js";
import { joinBlocks, type UploadBlocks } from "../http/upload-blocks.js";

/** What a conversion worker is started with. */
export interface ConversionRequest {
  upload: UploadBlocks;
  kind: FileKind;
  pdfOptions: PdfOptions;
  document: DocumentRequest;
}

/** What a conversion worker posts back, once. */
export type ConversionOutcome =
  | { type: "parsed"; answer: EncodedAnswer }
  | { type: "refused"; status: 400 | 413; body: ParseRefusal["body"] }
  | { type: "failed"; message: string };

/** The upload read; its bytes (blocks, then joined) are garbage once this returns. */
async function parsedUpload(request: ConversionRequest): Promise<ParsedFile> {
  const data = joinBlocks(request.upload);
  request.upload.blocks = [];
  return parseFile(data, request.kind, request.pdfOptions);
}

async function outcomeOf(request: ConversionRequest): Promise<ConversionOutcome> {
  try {
    return { type: "parsed", answer: encodeAnswer(await parsedUpload(request), request.document) };
  } catch (error) {
    if (error instanceof ParseRefusal) {
      return { type: "refused", status: error.status, body: error.body };
    }
    return { type: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

const outcome = await outcomeOf(workerData as ConversionRequest);
// The answer's bytes move to the event loop's thread rather than being copied there.
parentPort?.postMessage(outcome, outcome.type === "parsed" ? [outcome.answer.body.buffer] : []);

import { parentPort, workerData } from "node:worker_threads";
import { parseFile, type FileKind, type PdfOptions } from "./convert.js";
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

async function outcomeOf(request: ConversionRequest): Promise<ConversionOutcome> {
  try {
    const data = joinBlocks(request.upload);
    // Joined, the blocks are garbage: only `data` holds the upload from here on.
    request.upload.blocks = [];
    const parsed = await parseFile(data, request.kind, request.pdfOptions);
    return { type: "parsed", answer: encodeAnswer(parsed, request.document) };
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

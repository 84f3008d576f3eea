import { parentPort, workerData } from "node:worker_threads";
import { parseFile, type FileKind, type ParsedFile, type PdfOptions } from "./convert.js";
import { ParseRefusal } from "./limits.js";

/** What a conversion worker is started with. */
export interface ConversionRequest {
  data: Uint8Array;
  kind: FileKind;
  pdfOptions: PdfOptions;
}

/** What a conversion worker posts back, once. */
export type ConversionOutcome =
  | { type: "parsed"; parsed: ParsedFile }
  | { type: "refused"; status: 400 | 413; body: ParseRefusal["body"] }
  | { type: "failed"; message: string };

async function outcomeOf(request: ConversionRequest): Promise<ConversionOutcome> {
  try {
    return {
      type: "parsed",
      parsed: await parseFile(request.data, request.kind, request.pdfOptions),
    };
  } catch (error) {
    if (error instanceof ParseRefusal) {
      return { type: "refused", status: error.status, body: error.body };
    }
    return { type: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.postMessage(await outcomeOf(workerData as ConversionRequest));

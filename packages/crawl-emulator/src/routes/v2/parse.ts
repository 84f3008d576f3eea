import { json, JSON_CONTENT_TYPE, type ApiResponse } from "../../http/responses.js";
import { parseOptionsRequest } from "../../http/schemas/requests-v2-cloud.js";
import { validationIssue } from "../../http/schemas/validation-issue.js";
import { INVALID_MULTIPART } from "../../http/upload.js";
import { convertInWorker } from "../../parse/conversion.js";
import { fileKind } from "../../parse/convert.js";
import { recordRequest } from "../activity.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";

const DEFAULT_TIMEOUT_MS = 30_000;

/** The `options` part: JSON text, checked against the OpenAPI's ParseOptions. */
function readOptions(body: unknown) {
  const raw = (body as { options?: unknown } | undefined)?.options;
  if (raw === undefined) return parseOptionsRequest.parse({});
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw validationIssue("options must be a JSON object", ["options"]);
  }
  return parseOptionsRequest.parse(value);
}

/**
 * `POST /v2/parse`: a multipart upload of `file` with JSON `options`, answered as a scrape's
 * document. Text, HTML and PDF files are read; other kinds are refused by name.
 */
async function parse(context: RouteContext): Promise<ApiResponse> {
  const file = context.file;
  if (!file) return INVALID_MULTIPART;
  const options = readOptions(context.body);
  const kind = fileKind(file.filename, file.mimeType);
  if (kind === undefined) {
    return json(400, {
      success: false,
      code: "BAD_REQUEST",
      error: `Unsupported file type: ${file.filename} (the emulator parses text, HTML and PDF files)`,
    });
  }
  const pdf = options.parsers?.find((parser) => parser.type === "pdf");
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  // Every kind, text too, converts in a worker thread, under the slot limit and the deadline.
  const result = await convertInWorker(
    {
      upload: { blocks: file.blocks, size: file.size },
      kind,
      pdfOptions: {
        maxPages: pdf?.maxPages,
        pages: pdf?.pages ?? false,
        pageMarkers: pdf?.pageMarkers ?? false,
      },
      document: { formats: options.formats, filename: file.filename },
    },
    { timeoutMs, abandoned: file.abandoned },
  );
  if (result.type === "refused") return json(result.status, result.body);
  if (result.type === "timedOut") {
    return json(408, {
      success: false,
      code: "SCRAPE_TIMEOUT",
      error: `Parse timed out after ${timeoutMs} ms`,
    });
  }
  if (result.type !== "parsed") {
    const reason = result.type === "failed" ? result.message : "the client closed the request";
    return json(500, {
      success: false,
      code: "UNKNOWN_ERROR",
      error: `(Internal server error) - Failed to parse ${file.filename}: ${reason}`,
    });
  }
  const { body, scrapeId, creditsUsed } = result.answer;
  recordRequest(context, "parse", { id: scrapeId, target: file.filename, credits: creditsUsed });
  // Already the JSON's bytes, made in the worker: the event loop only writes them.
  return { status: 200, contentType: JSON_CONTENT_TYPE, body };
}

/** Parsing uploads is the cloud's: a self-hosted server has no such route. */
export const v2ParseRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.parse", method: "post", path: "/v2/parse", handle: parse, upload: true },
]);

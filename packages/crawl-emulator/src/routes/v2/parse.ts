import { randomUUID } from "node:crypto";
import { json, type ApiResponse } from "../../http/responses.js";
import { parseOptionsRequest } from "../../http/schemas/requests-v2-cloud.js";
import { validationIssue } from "../../http/schemas/validation-issue.js";
import { INVALID_MULTIPART, type UploadedFile } from "../../http/upload.js";
import { convertInWorker, type ConversionResult } from "../../parse/conversion.js";
import {
  fileKind,
  parseFile,
  type FileKind,
  type ParsedFile,
  type PdfOptions,
} from "../../parse/convert.js";
import { sampleFromSchema } from "../../sites/sample-from-schema.js";
import { recordRequest } from "../activity.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";

const DEFAULT_TIMEOUT_MS = 30_000;
const SUMMARY_CHARACTERS = 200;

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

/** The format names asked for, `markdown` when none is. */
function formatNames(formats: readonly (string | { type: string })[] | undefined): Set<string> {
  return new Set(
    (formats ?? ["markdown"]).map((format) => (typeof format === "string" ? format : format.type)),
  );
}

function jsonSchemaOf(formats: readonly (string | { type: string })[] | undefined): unknown {
  const json = formats?.find((format) => typeof format !== "string" && format.type === "json");
  return typeof json === "object" ? (json as { schema?: unknown }).schema : undefined;
}

function documentOf(parsed: ParsedFile, formats: Set<string>, schema: unknown, filename: string) {
  const data: Record<string, unknown> = {};
  if (formats.has("markdown")) data.markdown = parsed.markdown;
  if (formats.has("html") && parsed.html !== undefined) data.html = parsed.html;
  if (formats.has("rawHtml") && parsed.html !== undefined) data.rawHtml = parsed.html;
  if (formats.has("links")) data.links = parsed.links;
  if (formats.has("images")) data.images = parsed.images;
  if (formats.has("summary")) data.summary = parsed.markdown.slice(0, SUMMARY_CHARACTERS);
  if (formats.has("json")) data.json = sampleFromSchema(schema, `${filename}|json`);
  if (parsed.pages) data.pages = parsed.pages;
  data.metadata = {
    ...(parsed.title === undefined ? {} : { title: parsed.title }),
    contentType: parsed.contentType,
    statusCode: 200,
    ...(parsed.numPages === undefined
      ? {}
      : { numPages: parsed.numPages, totalPages: parsed.totalPages }),
    scrapeId: randomUUID(),
    proxyUsed: "basic",
    creditsUsed: parsed.numPages ?? 1,
  };
  return data;
}

/**
 * Text is decoded where it is, in time linear in its size; HTML and PDF files go to a worker
 * thread that the deadline, or the client going away, terminates.
 */
async function convert(
  file: UploadedFile,
  kind: FileKind,
  pdfOptions: PdfOptions,
  timeoutMs: number,
): Promise<ConversionResult> {
  if (kind === "text")
    return { type: "parsed", parsed: await parseFile(file.data, kind, pdfOptions) };
  return convertInWorker(
    { data: file.data, kind, pdfOptions },
    { timeoutMs, abandoned: file.abandoned },
  );
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
  const result = await convert(
    file,
    kind,
    {
      maxPages: pdf?.maxPages,
      pages: pdf?.pages ?? false,
      pageMarkers: pdf?.pageMarkers ?? false,
    },
    timeoutMs,
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
  const parsed = result.parsed;
  const data = documentOf(
    parsed,
    formatNames(options.formats),
    jsonSchemaOf(options.formats),
    file.filename,
  );
  const metadata = data.metadata as { scrapeId: string; creditsUsed: number };
  recordRequest(context, "parse", {
    id: metadata.scrapeId,
    target: file.filename,
    credits: metadata.creditsUsed,
  });
  return json(200, { success: true, data });
}

/** Parsing uploads is the cloud's: a self-hosted server has no such route. */
export const v2ParseRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.parse", method: "post", path: "/v2/parse", handle: parse, upload: true },
]);

import { randomUUID } from "node:crypto";
import { sampleFromSchema } from "../sites/sample-from-schema.js";
import type { ParsedFile } from "./convert.js";

const SUMMARY_CHARACTERS = 200;

type Formats = readonly (string | { type: string })[] | undefined;

/** What a parse's document is made of besides the file's content. */
export interface DocumentRequest {
  /** The `formats` of the request's options, `markdown` when none is given. */
  formats: Formats;
  filename: string;
}

/** A parse's answer, encoded where the file was converted. */
export interface EncodedAnswer {
  /** The UTF-8 JSON of `{success: true, data}`, the document, in a buffer of its own. */
  body: Uint8Array<ArrayBuffer>;
  scrapeId: string;
  creditsUsed: number;
}

/** The format names asked for, `markdown` when none is. */
function formatNames(formats: Formats): Set<string> {
  return new Set(
    (formats ?? ["markdown"]).map((format) => (typeof format === "string" ? format : format.type)),
  );
}

function jsonSchemaOf(formats: Formats): unknown {
  const json = formats?.find((format) => typeof format !== "string" && format.type === "json");
  return typeof json === "object" ? (json as { schema?: unknown }).schema : undefined;
}

function documentOf(parsed: ParsedFile, request: DocumentRequest, scrapeId: string) {
  const formats = formatNames(request.formats);
  const data: Record<string, unknown> = {};
  if (formats.has("markdown")) data.markdown = parsed.markdown;
  if (formats.has("html") && parsed.html !== undefined) data.html = parsed.html;
  if (formats.has("rawHtml") && parsed.html !== undefined) data.rawHtml = parsed.html;
  if (formats.has("links")) data.links = parsed.links;
  if (formats.has("images")) data.images = parsed.images;
  if (formats.has("summary")) data.summary = parsed.markdown.slice(0, SUMMARY_CHARACTERS);
  if (formats.has("json"))
    data.json = sampleFromSchema(jsonSchemaOf(request.formats), `${request.filename}|json`);
  if (parsed.pages) data.pages = parsed.pages;
  data.metadata = {
    ...(parsed.title === undefined ? {} : { title: parsed.title }),
    contentType: parsed.contentType,
    statusCode: 200,
    ...(parsed.numPages === undefined
      ? {}
      : { numPages: parsed.numPages, totalPages: parsed.totalPages }),
    scrapeId,
    proxyUsed: "basic",
    creditsUsed: parsed.numPages ?? 1,
  };
  return data;
}

/** The answer's JSON text, and what the activity list records of it. */
function serialiseAnswer(parsed: ParsedFile, request: DocumentRequest) {
  const scrapeId = randomUUID();
  const data = documentOf(parsed, request, scrapeId);
  return {
    json: JSON.stringify({ success: true, data }),
    scrapeId,
    creditsUsed: parsed.numPages ?? 1,
  };
}

/**
 * The answer to a parse as the bytes that go on the wire. Made in the conversion's worker, since
 * a 50 MiB text's markdown takes a few hundred milliseconds to serialise and encode, and the
 * event loop then only writes the bytes it was handed (transferred, not copied). Each stage is
 * let go before the next is made (the file's text once serialised, the JSON once encoded), so a
 * worker holds two of them at most: about 100 MB for a 50 MiB text, not 200.
 */
export function encodeAnswer(parsed: ParsedFile, request: DocumentRequest): EncodedAnswer {
  const { json, scrapeId, creditsUsed } = serialiseAnswer(parsed, request);
  return { body: new TextEncoder().encode(json), scrapeId, creditsUsed };
}

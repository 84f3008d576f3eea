import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { ORIGIN } from "../../core/version.js";
import { validateInput } from "../../core/validate.js";
import { documentSchema } from "../../schemas/document.js";
import type { ParseFile, ParseFileData, ParseOptions } from "../shapes/parse.js";
import type { Document } from "../types.js";
import { scrapeOptionsBody } from "./scrape-options.js";
import { send } from "./send.js";

/**
 * The largest file the provider parses: its server refuses an upload over 50 MiB ("exceeds
 * maximum size of 50MB"). The OpenAPI description names no limit, so the server's own is used.
 */
const MAX_PARSE_BYTES = 50 * 1024 * 1024;

// What a parse cannot do that a scrape can (it has no browser and reads no index), as 4.42.0 refuses.
const BROWSER_ONLY: Record<string, string> = {
  waitFor: "waitFor",
  actions: "actions",
  location: "location overrides",
  mobile: "mobile rendering",
  maxAge: "cache/index options",
  minAge: "cache/index options",
  storeInCache: "cache/index options",
  lockdown: "cache/index options",
};
const BROWSER_FORMATS = new Set(["screenshot", "changeTracking", "branding", "audio", "video"]);
const parseOptionsSchema = z.looseObject({
  proxy: z.optional(z.enum(["basic", "auto"])),
  formats: z.optional(
    z.array(
      z.union([
        z
          .string()
          .check(z.refine((name) => name !== "json", "json must be a { type: 'json' } object")),
        z.looseObject({ type: z.string() }),
      ]),
    ),
  ),
});

function checkOptions(options: ParseOptions): void {
  for (const [name, what] of Object.entries(BROWSER_ONLY)) {
    if ((options as Record<string, unknown>)[name] !== undefined)
      throw new ValidationError(
        `Invalid options.${name}: parse does not support ${what}`,
        `options.${name}`,
      );
  }
  validateInput(parseOptionsSchema, options, "options");
  options.formats?.forEach((format, index) => {
    const type = typeof format === "string" ? format : format.type;
    if (BROWSER_FORMATS.has(type))
      throw new ValidationError(
        `Invalid options.formats[${index}]: parse does not support ${type} format`,
        `options.formats[${index}]`,
      );
  });
}

function tooLarge(bytes: number): ValidationError {
  return new ValidationError(
    `Invalid file.data: over the ${MAX_PARSE_BYTES} bytes (50 MiB) the provider parses (${bytes} bytes or more); it was not uploaded`,
    "file.data",
  );
}

/** Reads a stream's chunks into parts, refusing as soon as they pass the limit. */
async function readParts(data: ParseFileData): Promise<BlobPart[]> {
  const parts: BlobPart[] = [];
  let bytes = 0;
  const add = (chunk: Uint8Array | string) => {
    const part = typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
    bytes += part.byteLength;
    if (bytes > MAX_PARSE_BYTES) throw tooLarge(bytes);
    parts.push(part as BlobPart);
  };
  if (typeof (data as ReadableStream).getReader === "function") {
    // Browsers do not all iterate a ReadableStream with for await; its reader works everywhere.
    const reader = (data as ReadableStream<Uint8Array>).getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) add(read.value);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    return parts;
  }
  // A Node readable or any async iterable; leaving the loop early closes it.
  for await (const chunk of data as AsyncIterable<Uint8Array | string>) add(chunk);
  return parts;
}

/** The file as a Blob of `contentType`, checked to be neither empty nor over the limit. */
async function fileBlob(data: ParseFileData, contentType?: string): Promise<Blob> {
  const type = contentType === undefined ? {} : { type: contentType };
  let blob: Blob;
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    if (data.size > MAX_PARSE_BYTES) throw tooLarge(data.size);
    blob = contentType === undefined || data.type === contentType ? data : new Blob([data], type);
  } else if (typeof data === "string") {
    blob = new Blob([data], { type: contentType ?? "text/plain; charset=utf-8" });
  } else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    if (data.byteLength > MAX_PARSE_BYTES) throw tooLarge(data.byteLength);
    blob = new Blob([data as BlobPart], type);
  } else if (typeof data === "object" && data !== null) {
    blob = new Blob(await readParts(data), type);
  } else {
    throw new ValidationError("Invalid file.data: unsupported parse file data type", "file.data");
  }
  if (blob.size > MAX_PARSE_BYTES) throw tooLarge(blob.size);
  if (blob.size === 0)
    throw new ValidationError("Invalid file.data: file data cannot be empty", "file.data");
  return blob;
}

const parseAnswer = z.looseObject({ data: documentSchema, warning: z.optional(z.string()) });

/**
 * POST /v2/parse: uploads `file` as multipart form data (the file, and the options as JSON) and
 * returns the document made of it. Refused before upload: an empty or unnamed file, one over
 * 50 MiB, and options a parse cannot honour.
 */
export async function parse(
  ctx: ClientContext,
  file: ParseFile,
  options: ParseOptions = {},
  requestOptions?: RequestOptions,
): Promise<Document> {
  const filename = typeof file?.filename === "string" ? file.filename.trim() : "";
  if (filename === "")
    throw new ValidationError("Invalid file.filename: filename cannot be empty", "file.filename");
  if (file.data == null)
    throw new ValidationError("Invalid file.data: file data cannot be empty", "file.data");
  checkOptions(options);
  const body = scrapeOptionsBody(options, "options");
  const blob = await fileBlob(file.data, file.contentType);
  const form = new FormData();
  form.append("options", JSON.stringify({ ...body, origin: ORIGIN }));
  form.append("file", blob, filename);
  const answer = await send<{ data: Document; warning?: string }>(
    ctx,
    {
      method: "POST",
      path: "/v2/parse",
      action: "parse",
      body: form,
      serverTimeout: options.timeout,
    },
    requestOptions,
    parseAnswer,
  );
  const { data, warning } = answer;
  return { ...data, ...(warning === undefined ? {} : { warning }) };
}

import type {
  AttributesFormat,
  FormatString,
  HighlightsFormat,
  JsonFormat,
  QueryFormat,
  QuestionFormat,
  ScrapeOptions,
} from "../types.js";

/** Uploading a file to `/v2/parse`, which turns it into a document as a scrape would. */

/**
 * The file's bytes: a Blob or File, bytes in memory, text, or a stream (a web `ReadableStream` or
 * a Node readable, anything async-iterable over byte chunks), read before upload.
 */
export type ParseFileData =
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | string
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

export interface ParseFile {
  data: ParseFileData;
  filename: string;
  contentType?: string;
}

export type ParseFormatString = Exclude<
  FormatString,
  "screenshot" | "changeTracking" | "branding" | "audio" | "video"
>;

export interface ParseFormat {
  type: ParseFormatString;
}

export type ParseFormatOption =
  | ParseFormatString
  | ParseFormat
  | JsonFormat
  | AttributesFormat
  | QuestionFormat
  | HighlightsFormat
  | QueryFormat;

/** A scrape's options less what needs a browser or the index. */
export type ParseOptions = Omit<
  ScrapeOptions,
  | "formats"
  | "waitFor"
  | "mobile"
  | "actions"
  | "location"
  | "maxAge"
  | "minAge"
  | "storeInCache"
  | "lockdown"
  | "proxy"
  | "threatProtection"
  | "toolDetail"
> & {
  formats?: ParseFormatOption[];
  proxy?: "basic" | "auto";
};

import type { IncomingMessage, ServerResponse } from "node:http";
import { encodeBody, type ApiResponse } from "./responses.js";

/**
 * Writes an answer with its exact bytes and headers. Answers are built as values first so that
 * faults can alter them; a truncated body is a complete HTTP message whose JSON stops halfway,
 * like a cut proxy stream.
 */
export function send(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ApiResponse,
  options: { truncate?: boolean } = {},
): void {
  const encoded = encodeBody(answer);
  const { contentType } = encoded;
  const payload = options.truncate
    ? encoded.payload.slice(0, Math.floor(encoded.payload.length / 2))
    : encoded.payload;
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  response.setHeader("Content-Type", contentType);
  response.setHeader("Content-Length", Buffer.byteLength(payload));
  response.end(request.method === "HEAD" ? undefined : payload);
}

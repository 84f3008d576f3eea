import { randomBytes } from "node:crypto";
import type { Issue } from "./validation.js";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** What a route answers; the server turns it into bytes, so faults can alter it first. */
export interface ApiResponse {
  status: number;
  /** A JSON value, or already-encoded text when `contentType` is given. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export function json(status: number, body: unknown, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body, headers } : { status, body };
}

export function badRequest(issues: Issue[]): ApiResponse {
  return json(400, { success: false, error: "Bad Request", details: issues });
}

export const MALFORMED_JSON_BODY = { success: false, error: "Bad request, malformed JSON" };

export function jobNotFound(message = "Job not found"): ApiResponse {
  return json(404, { success: false, error: message });
}

/** The real server's answer to an unexpected exception: a 500 naming a fresh exception id. */
export function unexpectedErrorBody(): { success: false; error: string } {
  const exceptionId = randomBytes(16).toString("hex");
  return {
    success: false,
    error: `An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is ${exceptionId}`,
  };
}

export function unexpectedError(): ApiResponse {
  return json(500, unexpectedErrorBody());
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The real server's default page for a route it does not know (Express's `finalhandler`). */
export function unknownRoute(method: string, pathname: string): ApiResponse {
  return {
    status: 404,
    contentType: "text/html; charset=utf-8",
    headers: {
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    },
    body: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${escapeHtml(method)} ${escapeHtml(pathname)}</pre>\n</body>\n</html>\n`,
  };
}

/** Encodes a response body as the bytes that go on the wire. */
export function encodeBody(response: ApiResponse): { contentType: string; text: string } {
  if (response.contentType !== undefined) {
    return { contentType: response.contentType, text: String(response.body) };
  }
  return { contentType: JSON_CONTENT_TYPE, text: JSON.stringify(response.body) };
}

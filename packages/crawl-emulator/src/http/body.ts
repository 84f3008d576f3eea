import type { IncomingMessage } from "node:http";

/** The real server's JSON body limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

type BodyResult = { kind: "ok"; value: unknown } | { kind: "malformed" } | { kind: "too-large" };

/**
 * Reads a JSON body like Express's `json()` parser: a non-JSON content type or an empty body
 * gives `{}`, invalid JSON is reported, and an oversized body is refused.
 */
export async function readJsonBody(request: IncomingMessage): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return { kind: "too-large" };
    chunks.push(buffer);
  }
  const contentType = request.headers["content-type"] ?? "";
  const text = Buffer.concat(chunks).toString("utf8");
  if (!contentType.toLowerCase().includes("json") || text.trim() === "")
    return { kind: "ok", value: {} };
  try {
    return { kind: "ok", value: JSON.parse(text) as unknown };
  } catch {
    return { kind: "malformed" };
  }
}

/**
 * The real server's `url` schema (zod 3): a bare host gets `http://`, then zod's `url()`, an
 * http(s) protocol, a top-level domain and the server's own `checkUrl`, each with its message.
 */
import { z } from "zod/v3";

/** The URL as the server's preprocessing leaves it: `http://` is added when no protocol is given. */
export function withProtocol(raw: string): string {
  return /^([^.:]+:\/\/)/.test(raw) ? raw : `http://${raw}`;
}

/** The server's `checkUrl`: the part before the first dot holds exactly the protocol's colon. */
function passesCheckUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    const beforeFirstDot = url.split(".")[0] ?? "";
    const colons = (beforeFirstDot.match(/:/g) ?? []).length;
    return colons === 1 && ["http:", "https:"].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/**
 * A missing URL is read as the text "undefined" by the server's preprocessing, which is why an
 * absent `url` is reported by the top-level-domain rule rather than as "Required".
 */
export const urlSchema = z.preprocess(
  (value) =>
    value === undefined || typeof value === "string" ? withProtocol(String(value)) : value,
  z
    .string()
    .url()
    .regex(/^https?:\/\//, "URL uses unsupported protocol")
    .refine(
      (value) => /\.[a-z]{2,}([/?#]|$)/i.test(value),
      "URL must have a valid top-level domain or be a valid path",
    )
    .refine(passesCheckUrl, "Invalid URL"),
);

/** The URL as the server normalises it (a bare host gets `http://`). */
export function normaliseUrl(raw: string): string {
  return new URL(withProtocol(raw)).href;
}

import { digest64 } from "../core/digest.js";

/**
 * Which documents of one job a walk has already handed out, so that a results page repeating them
 * (a server whose paging does not advance) never yields one twice.
 *
 * A document is known by `metadata.scrapeId`, unique per document on every server that has the
 * paging defect. Without one, by its URL and a hash of its whole JSON: a repeated page is the same
 * stored document serialised again, while two documents of one job differ at least in their URL or
 * content (only a batch that lists one URL twice and gets identical answers would fold them into
 * one, and servers that old page correctly, so the fallback only matters for repeats that are real).
 */
export class DocumentLedger {
  private readonly keys = new Set<string>();
  /** Set once any page repeated a document: the server's paging cannot be trusted to be complete. */
  repeated = false;

  /** Records the document; false when it was handed out before. */
  admit(document: unknown): boolean {
    const key = documentKey(document);
    if (this.keys.has(key)) {
      this.repeated = true;
      return false;
    }
    this.keys.add(key);
    return true;
  }

  /** Distinct documents recorded. */
  get size(): number {
    return this.keys.size;
  }
}

function documentKey(document: unknown): string {
  const metadata = (document as { metadata?: Record<string, unknown> } | null)?.metadata;
  const scrapeId = metadata?.["scrapeId"];
  if (typeof scrapeId === "string" && scrapeId !== "") return `id:${scrapeId}`;
  const url = metadata?.["sourceURL"] ?? metadata?.["url"] ?? "";
  return `doc:${String(url)}:${digest64(JSON.stringify(document) ?? "")}`;
}

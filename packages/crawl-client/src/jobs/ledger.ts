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
  return `doc:${String(url)}:${hash(JSON.stringify(document) ?? "")}`;
}

/**
 * Two 32-bit FNV-1a hashes with different offsets, as one 64-bit hex key. Hand-written because the
 * key must be computed synchronously in browsers too (Web Crypto digests are async) and needs no
 * cryptographic strength, only to tell different documents of one job apart.
 */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  return `${(a >>> 0).toString(16).padStart(8, "0")}${(b >>> 0).toString(16).padStart(8, "0")}`;
}

import type { CrawledPage } from "../document";
import type { PageFacts } from "../facts/types";
import { QUOTED_TEXT_CHARS, clipText } from "../text/clip-text";
import type { PageDigest } from "./crawl-analysis";

const encoder = new TextEncoder();

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A page's digest being computed, and the bytes its hash holds until it is. */
export interface PendingDigest {
  digest: Promise<PageDigest>;
  bytes: number;
}

/**
 * What the history keeps of a page: its facts' title, description, status and H1, and a hash of
 * its text. The hash is started here and computed off the main thread: the caller reads the next
 * pages meanwhile, rather than waiting for it (`./digests-in-flight`).
 */
export function startPageDigest(page: CrawledPage, facts: PageFacts): PendingDigest {
  const content =
    typeof page.markdown === "string"
      ? page.markdown
      : typeof page.html === "string"
        ? page.html
        : "";
  const bytes = encoder.encode(content);
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text ?? "";
  const key = facts.key;
  const url = facts.url;
  const title = clipText(facts.titles[0] ?? "", QUOTED_TEXT_CHARS);
  const description = clipText(facts.descriptions[0] ?? "", QUOTED_TEXT_CHARS);
  const status = facts.statusCode;
  const clippedH1 = clipText(h1, QUOTED_TEXT_CHARS);
  return {
    bytes: bytes.length,
    digest: sha256Hex(bytes).then((hash) => ({
      key,
      url,
      title,
      description,
      status,
      h1: clippedH1,
      hash,
    })),
  };
}

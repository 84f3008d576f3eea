import type { CrawledPage } from "../document";
import type { PageFacts } from "../facts/types";
import { QUOTED_TEXT_CHARS, clipText } from "../text/clip-text";
import type { PageDigest } from "./crawl-analysis";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the history keeps of a page: its facts' title, description, status and H1, and a hash of its text. */
export async function pageDigest(page: CrawledPage, facts: PageFacts): Promise<PageDigest> {
  const content =
    typeof page.markdown === "string"
      ? page.markdown
      : typeof page.html === "string"
        ? page.html
        : "";
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text ?? "";
  return {
    key: facts.key,
    url: facts.url,
    title: clipText(facts.titles[0] ?? "", QUOTED_TEXT_CHARS),
    description: clipText(facts.descriptions[0] ?? "", QUOTED_TEXT_CHARS),
    status: facts.statusCode,
    h1: clipText(h1, QUOTED_TEXT_CHARS),
    hash: await sha256Hex(content),
  };
}

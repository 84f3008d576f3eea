import type { SiteContext } from "../check";
import type { PageFacts } from "../facts/types";

const NOINDEX = new Set(["noindex", "none"]);

/** Whether a page asks not to be indexed: its robots meta (metadata, or the document's robots/googlebot). */
export function isNoindex(page: PageFacts): boolean {
  if (page.robots.some((directive) => NOINDEX.has(directive))) return true;
  return (
    page.document?.directives.some(
      (meta) =>
        (meta.name === "robots" || meta.name === "googlebot") &&
        meta.directives.some((directive) => NOINDEX.has(directive)),
    ) ?? false
  );
}

/**
 * The page another page's canonical names, when it is not this page (the page is canonicalised):
 * the first canonical in the head, else the first at all; null without a document or a canonical.
 */
export function canonicalisedTo(page: PageFacts): string | null {
  const canonicals = page.document?.canonicals ?? [];
  const canonical = canonicals.find((each) => each.inHead) ?? canonicals[0];
  const target = canonical?.target ?? null;
  return target === null || target === page.key || target === page.finalKey ? null : target;
}

/**
 * Why a crawled page should not be named as the address of its content (by an hreflang link, a
 * sitemap): it answers other than 200, it redirects, it is noindex, or it is canonicalised to
 * another page; undefined when it is fine or was not crawled (nothing is known of it).
 */
export function targetProblem(site: SiteContext, key: string): string | undefined {
  const target = site.byKey.get(key);
  if (!target) return undefined;
  // A key that is another page's final URL is where that page's redirect ended: its content.
  if (target.key === key && target.finalKey !== key) return `redirects to ${target.finalKey}`;
  if (target.statusCode !== 200) {
    return target.statusCode === null ? "answers without a status" : `answers ${target.statusCode}`;
  }
  if (isNoindex(target)) return "is noindex";
  const canonical = canonicalisedTo(target);
  return canonical === null ? undefined : `is canonicalised to ${canonical}`;
}

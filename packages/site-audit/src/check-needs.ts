import type { SiteContext } from "./check";
import type { CheckMeta, CheckNeed, UnavailableCheck } from "./types";

/** Why a check did not run, in the words the report and the views show. */
export const NEED_REASONS: Record<CheckNeed, string> = {
  "full-document": "Needs the full document (rawHtml)",
  sitemap: "Needs the sitemap",
};

/**
 * The crawl as each kind of check sees it: every page for most; for a check that needs the full
 * document, only the pages that came with one (the rest of the crawl still answers its lookups:
 * `byKey`, `inbound`, `depth`); undefined when the crawl cannot serve the need at all (no page has
 * the document, or the audit was given no sitemap), so that the check is listed as unavailable
 * rather than passing on nothing.
 */
export class NeedsOfCrawl {
  #withDocument: SiteContext | null | undefined;

  constructor(private readonly site: SiteContext) {}

  siteFor(need: CheckNeed | undefined): SiteContext | undefined {
    if (need === undefined) return this.site;
    if (need === "sitemap") return this.site.sitemap === null ? undefined : this.site;
    if (this.#withDocument === undefined) {
      const pages = this.site.pages.filter((page) => page.document !== null);
      this.#withDocument = pages.length === 0 ? null : { ...this.site, pages };
    }
    return this.#withDocument ?? undefined;
  }
}

export function unavailableCheck(meta: CheckMeta, need: CheckNeed): UnavailableCheck {
  return {
    id: meta.id,
    label: meta.label,
    category: meta.category,
    needs: need,
    reason: NEED_REASONS[need],
  };
}

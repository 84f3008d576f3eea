import { FindingGroup } from "@keystone/ui/components/finding-group";
import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import {
  type AuditCustomExtractionResult,
  type AuditCustomSearchResult,
  customResultsOf,
} from "../custom-contract";

const scopeWords: Record<string, string> = {
  content: "the content area",
  html: "the whole HTML",
  text: "the visible text",
};

function searchLabel({ search }: AuditCustomSearchResult): string {
  const what = search.regex !== undefined ? `/${search.regex}/` : `“${search.text ?? ""}”`;
  const mode = search.mode === "does-not-contain" ? "does not contain" : "contains";
  return `${search.name}: ${mode} ${what} in ${scopeWords[search.in] ?? search.in}`;
}

function extractionLabel({ extraction }: AuditCustomExtractionResult): string {
  const value =
    extraction.value === "attribute"
      ? `attribute ${extraction.attribute ?? ""}`
      : extraction.value === "inner-html"
        ? "inner HTML"
        : "text";
  return `${extraction.name}: ${value} of ${extraction.selector}`;
}

const cutNote = (cut: string | undefined) => (cut ? ` (read in part: ${cut} cap)` : "");
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What the crawl's custom searches and extractions found: per search or extraction, how many
 * pages matched and which (opened on demand, the first 50 rendered), and "matched nothing" when
 * none did, rather than an empty list.
 */
export function CustomResults({ siteId, audit }: { siteId: string; audit: SiteAudit }) {
  const results = customResultsOf(audit);
  if (!results || (results.searches.length === 0 && results.extractions.length === 0)) return null;
  const headingId = `${siteId}-custom`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-slot="custom-results">
      <h4 id={headingId} className="font-semibold">
        Custom searches and extractions
      </h4>
      <p className="text-sm text-muted-foreground">
        Run on {plural(results.pagesRead, "page")}; the Pages CSV has a column for each.
      </p>
      {results.searches.map((result) => (
        <FindingGroup
          key={`search-${result.search.name}`}
          data-custom={result.search.name}
          label={`${searchLabel(result)}${result.pagesMatched === 0 ? " — matched nothing" : ""}`}
          items={result.pages.map((page) => ({
            url: page.url,
            note: `${plural(page.count, "occurrence")}${cutNote(page.cut)}`,
          }))}
          total={result.pagesMatched}
          tone="neutral"
          emptyText="Matched nothing: no page of this crawl."
        />
      ))}
      {results.extractions.map((result) => (
        <FindingGroup
          key={`extraction-${result.extraction.name}`}
          data-custom={result.extraction.name}
          label={`${extractionLabel(result)}${result.pagesMatched === 0 ? " — matched nothing" : ""}`}
          items={result.pages.map((page) => ({
            url: page.url,
            note: `${page.values.join(" | ")}${cutNote(page.cut)}`,
          }))}
          total={result.pagesMatched}
          tone="neutral"
          emptyText="Matched nothing: the selector found no element on any page."
        />
      ))}
    </section>
  );
}

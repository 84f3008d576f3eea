import type {
  CustomExtractionResult,
  CustomResults,
  CustomSearchResult,
  CutReason,
} from "../custom/types";
import type { SiteAudit } from "../types";
import { asArray, asCount, plural } from "./format";
import { html, type SafeHtml } from "./html";
import { type ListedPage, pageList } from "./page-list";

/** A cap's reason in words, for a page read in part. */
const CUT_WORDS: Record<CutReason, string> = {
  size: "read up to the size cap",
  time: "stopped at the page's time cap",
  depth: "nested deeper than the document reads",
  elements: "more elements than the document reads",
  matches: "occurrences counted up to the cap",
};
const cutWords = (cut: unknown) =>
  typeof cut === "string" && cut in CUT_WORDS ? CUT_WORDS[cut as CutReason] : "read in part";

const SCOPE_WORDS: Record<string, string> = {
  html: "whole HTML",
  text: "visible text",
  content: "content area",
};

function searchInWords(search: CustomSearchResult["search"]): string {
  const what =
    typeof search?.regex === "string"
      ? `the regular expression /${search.regex}/`
      : `the text “${String(search?.text ?? "")}”`;
  const mode = search?.mode === "does-not-contain" ? "does not contain" : "contains";
  const where = SCOPE_WORDS[String(search?.in)] ?? String(search?.in);
  return `Pages whose ${where} ${mode} ${what}${search?.ignoreCase ? " (any case)" : ""}.`;
}

function extractionInWords(extraction: CustomExtractionResult["extraction"]): string {
  const what =
    extraction?.value === "attribute"
      ? `the attribute “${String(extraction.attribute ?? "")}”`
      : extraction?.value === "inner-html"
        ? "the inner HTML"
        : "the text";
  return `${what[0]?.toUpperCase()}${what.slice(1)} of each element matching the selector “${String(extraction?.selector ?? "")}”.`;
}

/** The pages a cap cut short, as a note under the results, when there are any. */
function cutNote(pagesCut: unknown, cutPages: readonly { url: string; cut?: unknown }[]) {
  const total = asCount(pagesCut);
  if (total === 0) return null;
  const listed: ListedPage[] = asArray(cutPages).map((page) => ({
    url: page?.url,
    detail: cutWords(page?.cut),
  }));
  return html`<p class="muted">
      ${plural(total, "page was", "pages were")} read in part: the results there are a lower bound.
    </p>
    ${pageList(listed, total, false)}`;
}

function resultGroup(
  name: unknown,
  description: string,
  count: SafeHtml,
  pages: ListedPage[],
  pagesMatched: number,
  pagesRead: number,
  cut: SafeHtml | null,
): SafeHtml {
  return html`<details class="group" data-custom="${String(name)}">
    <summary>
      <span class="group-label">${String(name)}</span>
      <span class="group-count">${count}</span>
    </summary>
    <div class="group-body">
      <p>${description}</p>
      ${
        pagesMatched === 0
          ? html`<p><strong>Matched nothing</strong> on ${plural(pagesRead, "page")} read.</p>`
          : pageList(pages, pagesMatched, false)
      }
      ${cut}
    </div>
  </details>`;
}

function searchGroup(result: CustomSearchResult, pagesRead: number): SafeHtml {
  const matched = asCount(result?.pagesMatched);
  const contains = result?.search?.mode !== "does-not-contain";
  const pages = asArray(result?.pages).map((page) => ({
    url: page?.url,
    detail: contains ? plural(asCount(page?.count), "occurrence") : "",
  }));
  const count = html`${plural(matched, "page")}${contains && html`, ${plural(asCount(result?.occurrences), "occurrence")}`}`;
  return resultGroup(
    result?.search?.name,
    searchInWords(result?.search),
    count,
    pages,
    matched,
    pagesRead,
    cutNote(result?.pagesCut, asArray(result?.cutPages)),
  );
}

function extractionGroup(result: CustomExtractionResult, pagesRead: number): SafeHtml {
  const matched = asCount(result?.pagesMatched);
  const pages = asArray(result?.pages).map((page) => ({
    url: page?.url,
    detail: `${plural(asCount(page?.count), "element")}: ${asArray(page?.values).join(" | ")}`,
  }));
  const count = html`${plural(matched, "page")}, ${plural(asCount(result?.elements), "element")}`;
  return resultGroup(
    result?.extraction?.name,
    extractionInWords(result?.extraction),
    count,
    pages,
    matched,
    pagesRead,
    cutNote(result?.pagesCut, asArray(result?.cutPages)),
  );
}

/**
 * The audit's custom searches and extractions (`audit.custom`), each a disclosure with its
 * question in words, its pages and values, "Matched nothing" when it found nothing, and the pages
 * a cap cut short. Nothing when the audit had none.
 */
export function customSection(siteId: string, audit: SiteAudit): SafeHtml | null {
  const custom = (audit as { custom?: CustomResults }).custom;
  if (typeof custom !== "object" || custom === null) return null;
  const searches = asArray(custom.searches);
  const extractions = asArray(custom.extractions);
  if (searches.length + extractions.length === 0) return null;
  const pagesRead = asCount(custom.pagesRead);
  const headingId = `${siteId}-custom`;
  return html`<section aria-labelledby="${headingId}">
    <h3 id="${headingId}">Custom searches and extractions</h3>
    <p class="muted">Over ${plural(pagesRead, "page")}; each lists its first pages.</p>
    ${searches.length > 0 && html`<h4>Searches</h4>`}
    ${searches.map((result) => searchGroup(result, pagesRead))}
    ${extractions.length > 0 && html`<h4>Extractions</h4>`}
    ${extractions.map((result) => extractionGroup(result, pagesRead))}
  </section>`;
}

import type { ChangedPage, CrawlDiff, PageField } from "../compare/crawl-changes";
import type { PageDigest } from "../analysis/crawl-analysis";
import { html, type SafeHtml } from "./html";
import { asArray, plural } from "./format";
import { PAGES_SHOWN, pageList } from "./page-list";

const FIELD_WORDS: Record<PageField, string> = {
  title: "title",
  description: "description",
  status: "status",
  h1: "H1",
  content: "text",
};

const quoted = (value: unknown) =>
  value === null || value === undefined || value === "" ? "none" : `“${String(value)}”`;

/** Which fields of a page changed: "title “Old” → “New”; text changed". */
function changeNote(page: ChangedPage): string {
  return asArray(page.fields)
    .map((field) =>
      field === "content"
        ? "text changed"
        : `${FIELD_WORDS[field] ?? String(field)} ${quoted(page.previous?.[field])} → ${quoted(page[field])}`,
    )
    .join("; ");
}

/** Pages added, removed or changed: the first few with `detailOf` each, and how many in all. */
function pageChanges<Page extends PageDigest>(
  id: string,
  title: string,
  pages: readonly Page[] | undefined,
  detailOf: (page: Page) => string,
) {
  const all = asArray(pages);
  const listed = all
    .slice(0, PAGES_SHOWN)
    .map((page) => ({ url: page?.url, detail: page ? detailOf(page) : "" }));
  if (all.length === 0) {
    return html`<li>
      <p class="group empty" data-slot="${id}">
        <span class="group-label">${title}</span> <span class="group-count">none</span>
      </p>
    </li>`;
  }
  return html`<li>
    <details class="group" data-slot="${id}">
      <summary>
        <span class="group-label">${title}</span>
        <span class="group-count">${plural(all.length, "page")}</span>
      </summary>
      <div class="group-body">${pageList(listed, all.length, false)}</div>
    </details>
  </li>`;
}

/** An added or removed page by its title, as the history shows it. */
const titleOf = (page: PageDigest) => (page.title ? page.title : "(untitled)");

/** Pages added, removed and changed since the baseline, each list capped. */
export function pageChangesSection(id: string, diff: CrawlDiff): SafeHtml {
  return html`<section>
    <h4 id="${id}-pages">Pages</h4>
    <ul class="groups">
      ${pageChanges(`${id}-added`, "Pages added", diff.added, titleOf)}
      ${pageChanges(`${id}-removed`, "Pages removed", diff.removed, titleOf)}
      ${pageChanges(`${id}-changed`, "Pages changed", diff.changed, changeNote)}
    </ul>
  </section>`;
}

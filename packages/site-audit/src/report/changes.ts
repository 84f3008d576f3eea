import type { ChangedPage, CrawlDiff, IssueChange, PageField } from "../compare/crawl-changes";
import type { PageDigest } from "../analysis/crawl-analysis";
import { html, type SafeHtml } from "./html";
import { asArray, formatTime, plural, severityBadge, severityRank } from "./format";
import { PAGES_SHOWN, pageList } from "./page-list";

/** Checks listed as not compared; the catalogue has about sixty. */
const CHECKS_SHOWN = 300;

interface ChangeGroup {
  checkId: string;
  label: string;
  severity: IssueChange["severity"];
  items: IssueChange[];
}

/** Changes per check, most severe first, then the most pages: the same order as the issues. */
function byCheck(changes: readonly IssueChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    if (typeof change !== "object" || change === null) continue;
    const key = String(change.checkId);
    const group = groups.get(key);
    if (group) group.items.push(change);
    else groups.set(key, { ...change, checkId: key, items: [change] });
  }
  return [...groups.values()].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) || b.items.length - a.items.length,
  );
}

function changeList(id: string, title: string, changes: readonly IssueChange[], inCsv: boolean) {
  const groups = byCheck(changes);
  return html`<section aria-labelledby="${id}">
    <h4 id="${id}">${title} (${plural(changes.length, "item")})</h4>
    ${groups.length === 0 && html`<p>None.</p>`}
    <ul class="groups">
      ${groups.map(
        (group) =>
          html`<li>
            <details class="group" data-check="${group.checkId}">
              <summary>
                ${severityBadge(group.severity)} <span class="group-label">${group.label}</span>
                <span class="group-count">${plural(group.items.length, "item")}</span>
              </summary>
              <div class="group-body">${pageList(group.items, group.items.length, inCsv)}</div>
            </details>
          </li>`,
      )}
    </ul>
  </section>`;
}

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

const titleOf = (page: PageDigest) => (page.title ? page.title : "(untitled)");

/** New and fixed issues since the baseline, checks not compared, and pages added, removed, changed. */
export function changesSection(siteId: string, diff: CrawlDiff): SafeHtml {
  const id = `${siteId}-changes`;
  const notCompared = asArray(diff.notCompared);
  return html`<section aria-labelledby="${id}">
    <h3 id="${id}">Changes since the baseline</h3>
    <p>
      Baseline crawled ${formatTime(diff.previousAt)}; this crawl ${formatTime(diff.currentAt)}.
    </p>
    ${changeList(`${id}-new`, "New issues", asArray(diff.new), true)}
    ${changeList(`${id}-fixed`, "Fixed issues", asArray(diff.fixed), false)}
    ${
      notCompared.length > 0 &&
      html`<section aria-labelledby="${id}-not-compared">
        <h4 id="${id}-not-compared">Not compared (${plural(notCompared.length, "check")})</h4>
        <p>
          Only one of the two audits ran these checks (the baseline's catalogue was older or newer),
          so their issues are neither new nor fixed:
        </p>
        <ul>
          ${notCompared.slice(0, CHECKS_SHOWN).map((check) => html`<li>${check?.label} <code>${check?.id}</code></li>`)}
        </ul>
        ${notCompared.length > CHECKS_SHOWN && html`<p class="more">and ${plural(notCompared.length - CHECKS_SHOWN, "more check")}</p>`}
      </section>`
    }
    <section aria-labelledby="${id}-pages">
      <h4 id="${id}-pages">Pages</h4>
      <ul class="groups">
        ${pageChanges(`${id}-added`, "Pages added", diff.added, titleOf)}
        ${pageChanges(`${id}-removed`, "Pages removed", diff.removed, titleOf)}
        ${pageChanges(`${id}-changed`, "Pages changed", diff.changed, changeNote)}
      </ul>
    </section>
  </section>`;
}

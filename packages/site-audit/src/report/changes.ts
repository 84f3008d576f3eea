import type { CrawlDiff, IssueChange } from "../compare/crawl-changes";
import { html, type SafeHtml } from "./html";
import { asArray, formatCount, formatTime, plural, severityBadge, severityRank } from "./format";
import { GROUPS_SHOWN } from "./issues-section";
import { pageChangesSection } from "./page-changes";
import { pageList } from "./page-list";

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

/** New or fixed issues, one disclosure per check with its first pages. */
function changeList(id: string, title: string, changes: readonly IssueChange[], inCsv: boolean) {
  const all = byCheck(changes);
  const groups = all.slice(0, GROUPS_SHOWN);
  return html`<section>
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
    ${all.length > groups.length && html`<p class="more">and ${formatCount(all.length - groups.length)} more checks</p>`}
  </section>`;
}

/** New and fixed issues since the baseline, checks not compared, and pages added, removed, changed. */
export function changesSection(siteId: string, diff: CrawlDiff): SafeHtml {
  const id = `${siteId}-changes`;
  const notCompared = asArray(diff.notCompared);
  return html`<section>
    <h3 id="${id}">Changes since the baseline</h3>
    <p>
      Baseline crawled ${formatTime(diff.previousAt)}; this crawl ${formatTime(diff.currentAt)}.
    </p>
    ${changeList(`${id}-new`, "New issues", asArray(diff.new), true)}
    ${changeList(`${id}-fixed`, "Fixed issues", asArray(diff.fixed), false)}
    ${
      notCompared.length > 0 &&
      html`<section>
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
    ${pageChangesSection(id, diff)}
  </section>`;
}

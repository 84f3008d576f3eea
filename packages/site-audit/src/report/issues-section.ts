import { CATEGORIES, type IssueGroup } from "../types";
import { html, type SafeHtml } from "./html";
import { asArray, categoryLabel, formatCount, plural, severityRank, trueTotal } from "./format";
import { issueGroup } from "./issue-group";

/** Issue groups listed per site: the catalogue has about sixty, a file read back could have more. */
export const GROUPS_SHOWN = 500;

/** Most severe first, then the most items, as the audit's own order. */
function bySeverity(a: IssueGroup, b: IssueGroup): number {
  return severityRank(a.severity) - severityRank(b.severity) || trueTotal(b) - trueTotal(a);
}

/** The groups per category, in CATEGORIES order; a category the catalogue does not know goes last. */
function byCategory(groups: readonly IssueGroup[]): [string, IssueGroup[]][] {
  const sections = new Map<string, IssueGroup[]>(CATEGORIES.map(({ id }) => [id, []]));
  for (const group of groups) {
    const id = String(group.category);
    const list = sections.get(id);
    if (list) list.push(group);
    else sections.set(id, [group]);
  }
  return [...sections].filter(([, list]) => list.length > 0);
}

/** A site's issues, grouped by category and sorted by severity within each. */
export function issuesSection(siteId: string, issues: readonly IssueGroup[]): SafeHtml {
  const all = asArray(issues).filter((group) => typeof group === "object" && group !== null);
  const shown = [...all].sort(bySeverity).slice(0, GROUPS_SHOWN);
  const more = all.length - shown.length;
  const headingId = `${siteId}-issues`;
  return html`<section>
    <h3 id="${headingId}">Issues (${formatCount(all.length)})</h3>
    ${all.length === 0 && html`<p>No issues: every check that ran passed.</p>`}
    ${byCategory(shown).map(
      ([category, groups], index) =>
        html`<section>
          <h4 id="${headingId}-${index}">
            ${categoryLabel(category)}
            <span class="muted">(${plural(groups.length, "issue")})</span>
          </h4>
          <ul class="groups">
            ${groups.map((group) => html`<li>${issueGroup(group)}</li>`)}
          </ul>
        </section>`,
    )}
    ${more > 0 && html`<p class="more">and ${plural(more, "more issue")} (all of them in the issues CSV)</p>`}
  </section>`;
}

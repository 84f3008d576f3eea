import { HEALTH_FORMULA, SEVERITIES, type SiteAudit } from "../types";
import { html, type SafeHtml } from "./html";
import { asArray, asCount, formatCount, plural, severityBadge, trueTotal } from "./format";

/** Items per severity: the audit's counts, or the groups' true totals where a count is missing. */
function severityCounts(audit: SiteAudit) {
  const issues = asArray(audit.issues);
  return SEVERITIES.map((severity) => {
    const groups = issues.filter((group) => group?.severity === severity);
    const given = (audit.counts as Partial<Record<string, unknown>> | undefined)?.[severity];
    const items =
      typeof given === "number"
        ? asCount(given)
        : groups.reduce((sum, group) => sum + trueTotal(group), 0);
    return { severity, items, groups: groups.length };
  });
}

/** A site's health score beside its formula, and its items per severity. */
export function siteSummary(siteId: string, audit: SiteAudit): SafeHtml {
  const health = audit.health ?? { score: 0, pages: 0, pagesWithErrors: 0 };
  const pages = asCount(health.pages);
  const clean = Math.max(pages - asCount(health.pagesWithErrors), 0);
  return html`<section>
    <h3 id="${siteId}-health">Health</h3>
    <div class="health">
      <p class="score" data-slot="health-score">
        ${formatCount(health.score)}<small> / 100</small>
      </p>
      <p>${HEALTH_FORMULA}. Here ${formatCount(clean)} of ${plural(pages, "page")} have none.</p>
    </div>
    <h4>Items per severity</h4>
    <dl class="counts">
      ${severityCounts(audit).map(
        ({ severity, items, groups }) =>
          html`<div data-severity="${severity}">
            <dt>${severityBadge(severity)}</dt>
            <dd>${plural(items, "item")} in ${plural(groups, "issue")}</dd>
          </div>`,
      )}
    </dl>
    <p class="muted">
      ${plural(asCount(audit.checksRun), "check")} ran (catalogue version
      ${formatCount(audit.catalogueVersion)}); a check with no item passed.
    </p>
  </section>`;
}

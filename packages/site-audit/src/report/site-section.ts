import { html, type SafeHtml } from "./html";
import { asCount, formatTime, plural } from "./format";
import { changesSection } from "./changes";
import { configurationSection } from "./configuration";
import { customSection } from "./custom-section";
import { siteId } from "./header";
import { issuesSection } from "./issues-section";
import { pageLink } from "./link";
import { siteSummary } from "./site-summary";
import { unavailableSection } from "./unavailable-section";
import type { ReportSite } from "./types";

/**
 * One site: where and when it was crawled, its health, its changes, its issues, the checks it
 * could not run and its rules.
 */
export function siteSection(site: ReportSite, index: number): SafeHtml {
  const id = siteId(index);
  const pages = asCount(site.pageCount ?? site.audit?.pageCount);
  return html`<section class="site" id="${id}" aria-labelledby="${id}-name">
    <h2 id="${id}-name">${site.name}</h2>
    <p class="muted">
      Start URL ${pageLink(site.startUrl)}; crawled ${formatTime(site.crawledAt)};
      ${plural(pages, "page")}.
    </p>
    ${siteSummary(id, site.audit)} ${site.diff && changesSection(id, site.diff)}
    ${issuesSection(id, site.audit.issues)} ${unavailableSection(id, site.audit)}
    ${customSection(id, site.audit)} ${configurationSection(id, site.audit)}
  </section>`;
}

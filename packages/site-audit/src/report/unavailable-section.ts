import type { SiteAudit, UnavailableCheck } from "../types";
import { html, type SafeHtml } from "./html";
import { asArray, categoryLabel, formatCount, plural } from "./format";

/** Unavailable checks listed; the catalogue has a few dozen, a file read back could have any number. */
export const UNAVAILABLE_SHOWN = 300;

const isCheck = (value: unknown): value is UnavailableCheck =>
  typeof value === "object" && value !== null && "id" in value;

/**
 * The checks that did not run because the crawl lacked what they read (the full document, the
 * sitemap), each with its reason: a check that did not run is not a check that passed. Nothing
 * when every check could run, or for an audit saved before checks could be unavailable.
 */
export function unavailableSection(siteId: string, audit: SiteAudit): SafeHtml | null {
  const checks = asArray(audit.unavailable as readonly unknown[] | undefined).filter(isCheck);
  if (checks.length === 0) return null;
  const shown = checks.slice(0, UNAVAILABLE_SHOWN);
  const headingId = `${siteId}-unavailable`;
  return html`<section data-slot="unavailable-checks">
    <h3 id="${headingId}">Checks not run (${formatCount(checks.length)})</h3>
    <p>
      These checks read what this crawl did not fetch, so they did not run: they neither passed nor
      failed. Crawl with the full document (<code>rawHtml</code>) or compare with the sitemap to run
      them.
    </p>
    <ul>
      ${shown.map(
        (check) =>
          html`<li data-check="${String(check.id)}">
            <span class="group-label">${String(check.label)}</span>
            <span class="muted"
              >(${categoryLabel(String(check.category))}): ${String(check.reason)}</span
            >
          </li>`,
      )}
    </ul>
    ${checks.length > shown.length && html`<p class="more">and ${plural(checks.length - shown.length, "more check")}</p>`}
  </section>`;
}

import { html, type SafeHtml } from "./html";
import { asArray, formatCount, formatTime, plural } from "./format";
import type { ReportInput, ReportSite } from "./types";

/** The id of the n-th site's section: from its place, never from its (crawled) name. */
export const siteId = (index: number) => `site-${index + 1}`;

/** The report's title, when it was made and what it covers. */
export function reportHeader(input: ReportInput): SafeHtml {
  return html`<header>
    <a class="skip" href="#main">Skip to the report</a>
    <h1>${input.title}</h1>
    <p class="muted">
      Site audit of ${plural(input.sites.length, "site")}, made
      ${formatTime(input.generatedAt)}${input.tool && html` by ${input.tool}`}.
    </p>
  </header>`;
}

/** A table of contents when the report has more than one site: each with its health score. */
export function tableOfContents(sites: readonly ReportSite[]): SafeHtml | null {
  if (sites.length < 2) return null;
  return html`<nav class="toc" aria-labelledby="toc-title">
    <h2 id="toc-title">Sites</h2>
    <ol>
      ${sites.map(
        (site, index) =>
          html`<li>
            <a href="#${siteId(index)}">${site.name}</a>
            <span class="muted"
              >health ${formatCount(site.audit?.health?.score)} / 100,
              ${plural(asArray(site.audit?.issues).length, "issue")}</span
            >
          </li>`,
      )}
    </ol>
  </nav>`;
}

import { html, trustedHtml } from "./html";
import { asArray } from "./format";
import { reportHeader, tableOfContents } from "./header";
import { PAGES_SHOWN } from "./page-list";
import { sha256Base64 } from "./sha256";
import { siteSection } from "./site-section";
import { REPORT_STYLES } from "./styles";
import type { ReportInput } from "./types";

/**
 * What the report may load: nothing but its own stylesheet, named by hash. No script runs (there
 * is none, and an injected one would be refused), no image or font is fetched, no form posts.
 */
export function reportPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    `style-src 'sha256-${sha256Base64(REPORT_STYLES)}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The stylesheet as one piece: its content must be REPORT_STYLES to the byte, as the policy's hash
 * says, and a template formatter would indent it.
 */
const styleElement = () => trustedHtml(`<style>${REPORT_STYLES}</style>`);

/**
 * The audits of one or more sites as one self-contained HTML document: no script, no network, the
 * same in a browser and in Node. Every string of the input is text (clipped and escaped), and a
 * crawled URL is a live link only when it is http(s).
 */
export function renderReport(input: ReportInput): string {
  const sites = asArray(input.sites).filter((site) => site?.audit);
  const document = html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta http-equiv="Content-Security-Policy" content="${reportPolicy()}" />
      <meta name="referrer" content="no-referrer" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      <title>${input.title}</title>
      ${styleElement()}
    </head>
    <body>
      ${reportHeader({ ...input, sites })} ${tableOfContents(sites)}
      <main id="main">
        ${sites.length === 0 && html`<p>No site was audited.</p>`} ${sites.map(siteSection)}
      </main>
      <footer>
        <p>
          Each issue lists its first ${PAGES_SHOWN} pages; the audit's issues CSV (
          <code>issues.csv</code> from the command line, the Findings CSV in the analysis tool) has
          every one. This file loads nothing and runs no script: it reads the same opened from disk,
          printed, or with scripts blocked.
        </p>
      </footer>
    </body>
  </html> `;
  return `<!doctype html>\n${document.value}`;
}

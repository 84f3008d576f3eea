import type { SiteAudit } from "../types";
import { html, type SafeHtml } from "./html";
import { formatCount, plural, severityBadge } from "./format";

/** Rules listed; the catalogue has about sixty, a file read back could have any number. */
export const RULES_SHOWN = 300;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A rule's options as compact JSON, "defaults" when it has none. */
function optionsText(options: unknown): string {
  if (!isRecord(options) || Object.keys(options).length === 0) return "none";
  try {
    return JSON.stringify(options);
  } catch {
    return "(unreadable)";
  }
}

function ruleRow(id: string, entry: unknown): SafeHtml {
  const [severity, options] = Array.isArray(entry) ? entry : [entry, undefined];
  return html`<tr>
    <td><code>${id}</code></td>
    <td>${severity === "off" ? "off" : severityBadge(severity)}</td>
    <td><code>${optionsText(options)}</code></td>
  </tr>`;
}

/**
 * The rules the audit ran with (`audit.configuration`, when the engine records it): how the site
 * was judged, defaults included. Nothing when the audit has none.
 */
export function configurationSection(siteId: string, audit: SiteAudit): SafeHtml | null {
  const { configuration } = audit as { configuration?: unknown };
  if (!isRecord(configuration) || !isRecord(configuration["rules"])) return null;
  const entries = Object.entries(configuration["rules"]);
  const shown = entries.slice(0, RULES_SHOWN);
  const headingId = `${siteId}-configuration`;
  return html`<section>
    <h3 id="${headingId}">Configuration</h3>
    <details class="group">
      <summary>
        <span class="group-label">The rules this audit ran with</span>
        <span class="group-count">${plural(entries.length, "rule")}</span>
      </summary>
      <div class="group-body">
        <table class="rules">
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Severity</th>
              <th scope="col">Options</th>
            </tr>
          </thead>
          <tbody>
            ${shown.map(([id, entry]) => ruleRow(id, entry))}
          </tbody>
        </table>
        ${entries.length > shown.length && html`<p class="more">and ${formatCount(entries.length - shown.length)} more</p>`}
      </div>
    </details>
  </section>`;
}

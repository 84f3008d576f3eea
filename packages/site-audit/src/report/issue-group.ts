import type { IssueGroup } from "../types";
import { html, type SafeHtml } from "./html";
import { plural, severityBadge, trueTotal } from "./format";
import { pageList } from "./page-list";

/**
 * One issue as a native disclosure (it opens and closes with no script, and print opens it): its
 * severity, label and true item count, then why it matters, how to fix it, its threshold and its
 * first pages.
 */
export function issueGroup(group: IssueGroup): SafeHtml {
  const total = trueTotal(group);
  return html`<details class="group" data-check="${group.id}">
    <summary>
      ${severityBadge(group.severity)} <span class="group-label">${group.label}</span>
      <span class="group-count">${plural(total, "item")}</span>
    </summary>
    <div class="group-body">
      <dl class="explain">
        <dt>Why it matters</dt>
        <dd>${group.why}</dd>
        <dt>How to fix it</dt>
        <dd>${group.how}</dd>
        ${
          group.threshold &&
          html`<dt>Threshold</dt>
            <dd>${group.threshold}</dd>`
        }
      </dl>
      <p class="muted">
        Check <code>${group.id}</code>${group.source && html`, reading ${group.source}`}.
      </p>
      ${pageList(group.items, total)}
    </div>
  </details>`;
}

import { html, type SafeHtml } from "./html";
import { asArray, formatCount } from "./format";
import { pageLink } from "./link";

/** Pages listed under one issue (or one change); the rest are counted, and are in issues.csv. */
export const PAGES_SHOWN = 20;

/** One line of a list: a page and what is wrong there, both crawled text. */
export interface ListedPage {
  url: string;
  detail?: string;
}

/**
 * The first PAGES_SHOWN pages, each its address (a link only when it is http(s)) and its detail,
 * then "and N more" counted from `total`, the true count, which may exceed the items given.
 * `inCsv` says the rest are in this audit's issues.csv (not so for issues fixed since a baseline).
 */
export function pageList(items: readonly ListedPage[], total: number, inCsv = true): SafeHtml {
  const shown = asArray(items).slice(0, PAGES_SHOWN);
  const more = Math.max(total - shown.length, 0);
  return html`${
    shown.length > 0 &&
    html`<ol class="pages">
      ${shown.map(
        (item) =>
          html`<li>
            ${pageLink(item?.url)}${
              typeof item?.detail === "string" &&
              item.detail !== "" &&
              html` <span class="detail">${item.detail}</span>`
            }
          </li>`,
      )}
    </ol>`
  }${
    more > 0 &&
    html`<p class="more">
      and ${formatCount(more)} more${inCsv && html` (all of them in the issues CSV)`}
    </p>`
  }`;
}

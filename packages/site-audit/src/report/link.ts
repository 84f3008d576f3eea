import { ADDRESS_CHARS } from "../facts/types";
import { REPORT_TEXT_CHARS, html, type SafeHtml } from "./html";

/**
 * The address a crawled URL may link to: its parsed form when it is http: or https:, else null.
 * The parsed form is what the browser would follow, so the scheme checked is the scheme used
 * (" javascript:…" and "JAVASCRIPT:…" parse to javascript:). An address longer than the engine
 * keeps was clipped, and a clipped address leads somewhere else: it stays text.
 */
export function linkableUrl(url: string): string | null {
  if (url.length > ADDRESS_CHARS) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  // Percent-encoding can lengthen it past what the template keeps of an attribute's value.
  return parsed.href.length <= REPORT_TEXT_CHARS ? parsed.href : null;
}

/**
 * A crawled URL as a live link when it is http(s), otherwise as text: a javascript:, data: or
 * relative address is shown, never followed.
 */
export function pageLink(url: unknown): SafeHtml {
  const text = typeof url === "string" ? url : "";
  if (text === "") return html`<span class="url">(no URL)</span>`;
  const href = linkableUrl(text);
  return href === null
    ? html`<span class="url">${text}</span>`
    : html`<a class="url" href="${href}" rel="noreferrer">${text}</a>`;
}

import { normaliseUrl } from "./facts/normalise-url";

/** The status shown for a redirect the provider followed, whose own 3xx it did not report. */
export const REDIRECTED_STATUS = "redirected";
/** The status shown when the provider reported none. */
export const NO_STATUS = "not reported";

/**
 * Whether a page ended at another address than the one it was requested at (the provider's
 * `url` against its `sourceURL`), compared normalised as the audit compares them: a trailing
 * slash or a fragment apart is the same page.
 */
export function isRedirected(requestedUrl: string, finalUrl: string): boolean {
  return (normaliseUrl(finalUrl) ?? finalUrl) !== (normaliseUrl(requestedUrl) ?? requestedUrl);
}

/**
 * A page's status in a table or a CSV: its 3xx where the provider gives one; "redirected" for a
 * redirect it followed (its `statusCode` is then the final page's, never this address's); else
 * the code, or "not reported". The pages table of the web tool and any pages export share it.
 */
export function pageStatusText(statusCode: number | null, redirected: boolean): string {
  if (statusCode !== null && statusCode >= 300 && statusCode < 400) return String(statusCode);
  if (redirected) return REDIRECTED_STATUS;
  return statusCode === null ? NO_STATUS : String(statusCode);
}

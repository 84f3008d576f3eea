import { pages } from "../../app/content/pages";

/** What a production server must answer for each kind of path, whichever server it is. */
const documentPages = Object.values(pages).filter((page) => page.path !== pages.notFound.path);
export const documentPaths = documentPages.map((page) => page.path);

/** The X-Robots-Tag each document must carry: noindex for the pages kept out of search results. */
export const robotsHeaderOf = (path: string) =>
  documentPages.find((page) => page.path === path)?.indexable ? null : "noindex";

export const requiredSecurityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
] as const;

export function expectSecureHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  return {
    csp,
    scriptSrc: scriptSrc ?? "",
    nosniff: headers.get("x-content-type-options"),
    referrer: headers.get("referrer-policy"),
    permissions: headers.get("permissions-policy"),
  };
}

/** What the not-found page says, whatever path it answers. */
export const notFoundText = "Oops! Page not found";

/**
 * Documents the servers answer with but that are no pages of their own: the not-found page and
 * the SPA fallback document React Router writes beside the prerendered pages.
 */
export const internalDocumentPaths = [
  "/404",
  "/404.html",
  "/404/",
  "/__spa-fallback.html",
  "/__spa-fallback",
] as const;

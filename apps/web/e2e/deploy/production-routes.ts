import { pages } from "../../app/content/pages";

/** What a production server must answer for each kind of path, whichever server it is. */
export const documentPaths = Object.values(pages)
  .filter((page) => page.path !== pages.notFound.path)
  .map((page) => page.path);

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

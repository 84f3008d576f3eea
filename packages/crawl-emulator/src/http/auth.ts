import type { IncomingHttpHeaders } from "node:http";

export const UNAUTHORIZED_BODY = { success: false, error: "Unauthorized: Invalid token" };

/** The bearer token of a request, if any. */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "");
  return match?.[1]?.trim();
}

/** Keyless emulators accept anything, like a self-hosted server; otherwise the key must match. */
export function isAuthorized(token: string | undefined, apiKeys: readonly string[]): boolean {
  return apiKeys.length === 0 || (token !== undefined && apiKeys.includes(token));
}

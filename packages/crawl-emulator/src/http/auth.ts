import type { IncomingHttpHeaders } from "node:http";
import type { Deployment } from "../deployment.js";

export const UNAUTHORIZED_BODY = { success: false, error: "Unauthorized: Invalid token" };

type Authentication = { ok: true; key: string | undefined } | { ok: false; error: string };

/**
 * The key check of the real server (`supaAuthenticateUser`), with its three answers: no header at
 * all, a header without a second word ("Bearer" alone: what clients send for an empty key), and a
 * key it does not know. Like the server it takes the second word whatever the scheme. Keyless
 * emulators accept anything, and so does the self-hosted deployment, which runs without
 * authentication: any key, none, or an empty `Bearer`.
 */
export function authenticate(
  authorization: string | undefined,
  apiKeys: readonly string[],
  deployment: Deployment,
): Authentication {
  const key = authorization?.split(" ")[1] || undefined;
  if (apiKeys.length === 0 || deployment === "self-hosted") return { ok: true, key };
  if (authorization === undefined) return { ok: false, error: "Unauthorized" };
  if (key === undefined) return { ok: false, error: "Unauthorized: Token missing" };
  if (!apiKeys.includes(key)) return { ok: false, error: UNAUTHORIZED_BODY.error };
  return { ok: true, key };
}

/**
 * The Authorization header of an upgrade. Browsers cannot set one, so the key may come as the
 * sub-protocol instead, which the server reads as `Bearer <protocol>` when no header is present.
 */
export function socketAuthorization(headers: IncomingHttpHeaders): string | undefined {
  const protocol = headers["sec-websocket-protocol"]?.split(",")[0]?.trim();
  return headers.authorization ?? (protocol ? `Bearer ${protocol}` : undefined);
}

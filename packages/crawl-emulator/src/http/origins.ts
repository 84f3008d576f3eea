/**
 * Which browser pages may reach the emulator beyond the API (whose CORS is the real server's).
 * Browsers send the page's `Origin` on WebSocket upgrades and on cross-site requests; Node and
 * other non-browser clients send none and are never refused for it.
 */

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * A page may open the crawl WebSocket when its origin is listed, or, with no list, when it is a
 * page of this machine (a loopback host), as tests in a local browser are. An opaque origin
 * (`null`) is refused unless listed: any site can make one, from a sandboxed frame.
 */
export function socketOriginAllowed(
  origin: string | undefined,
  allowed: readonly string[] | undefined,
): boolean {
  if (origin === undefined) return true;
  if (allowed !== undefined) return allowed.includes(origin);
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** The control plane answers a browser page only when its origin is listed. */
export function controlOriginAllowed(
  origin: string | undefined,
  allowed: readonly string[] | undefined,
): boolean {
  return origin === undefined || (allowed ?? []).includes(origin);
}

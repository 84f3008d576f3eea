/**
 * The real schemas' rules that relate two fields. Zod runs them only once every field has the
 * right type, so callers check `isAborted` first.
 */
import { withProtocol, type Issue } from "./validation.js";

/** The crawl's default `maxDepth`, which the start URL's own depth is measured against. */
const DEFAULT_MAX_DEPTH = 10;

/** `waitForRefine`: a page may wait at most half its timeout (the path is `waitFor` at any level). */
export function waitForIssues(options: unknown, defaultTimeout?: number): Issue[] {
  const { waitFor, timeout = defaultTimeout } = (options ?? {}) as {
    waitFor?: number;
    timeout?: number;
  };
  if (!waitFor || !timeout) return [];
  if (timeout > 0 && waitFor <= timeout / 2) return [];
  return [
    { code: "custom", message: "waitFor must not exceed half of timeout", path: ["waitFor"] },
  ];
}

/** The server's `getURLDepth`: path segments, not counting an index page. */
function urlDepth(url: string): number {
  return new URL(url).pathname
    .split("/")
    .filter((segment) => segment !== "" && segment !== "index.php" && segment !== "index.html")
    .length;
}

/** A crawl may not start deeper than its `maxDepth`; a URL that does not parse fails this too. */
export function urlDepthIssues(url: unknown, maxDepth = DEFAULT_MAX_DEPTH): Issue[] {
  try {
    if (urlDepth(withProtocol(String(url))) <= maxDepth) return [];
  } catch {
    // The server's refinement answers false when the URL does not parse.
  }
  return [{ code: "custom", message: "URL depth exceeds the specified maxDepth", path: ["url"] }];
}

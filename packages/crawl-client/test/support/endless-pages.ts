import { recordedServer, type Answer, type SeenRequest } from "./recorded-server.js";

/**
 * How a page's link leads on: "endless", to a new page every time (page n to n + 1, never ending);
 * "loop", from page 0 to 1 to 2 and back to 1 (A → B → A).
 */
export type Chain = "endless" | "loop";

export interface EndlessOptions {
  /** Items a page. Default 1. */
  perPage?: number;
  /** Characters of padding in every `next` link and cursor, which make each one that much longer. */
  padding?: number;
}

const next = (chain: Chain, page: number) => (chain === "loop" && page === 2 ? 1 : page + 1);
const LOOP_CURSORS: Record<string, string> = { "": "A", A: "B", B: "A" };

/** The items of page `n`, each distinct (a document, a trace event, a page result or a check). */
function items(page: number, perPage: number, route: string) {
  return Array.from({ length: perPage }, (_, index) => {
    const id = `${page}-${index}`;
    return /\/(crawl|batch)\//.test(route)
      ? { markdown: `# ${id}`, metadata: { scrapeId: id, sourceURL: `https://site.test/${id}` } }
      : { id, n: page };
  });
}

function answer(base: string, request: SeenRequest, chain: Chain, options: EndlessOptions): Answer {
  const { perPage = 1, padding = 0 } = options;
  const pad = padding > 0 ? `&pad=${"x".repeat(padding)}` : "";
  const url = new URL(request.path, base);
  const route = url.pathname;
  if (route === "/v2/team/activity") {
    const cursor = url.searchParams.get("cursor") ?? "";
    // An endless list's cursor is its page number and the padding: new on every page.
    const following =
      chain === "loop" ? LOOP_CURSORS[cursor] : `${parseInt(cursor, 10) + 1 || 1}:${pad}`;
    return {
      status: 200,
      body: {
        success: true,
        data: Array.from({ length: perPage }, (_, index) => ({ id: `job-${cursor}-${index}` })),
        has_more: true,
        cursor: following,
      },
    };
  }
  if (route.endsWith("/checks")) {
    // A monitor's list of checks pages by offset: always full, so it never ends.
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 25);
    return { status: 200, body: { success: true, data: items(offset, limit, route) } };
  }
  const page = Number(url.searchParams.get("page") ?? 0);
  const link = `${base}${route}?page=${next(chain, page)}${pad}`;
  const listed = items(page, perPage, route);
  if (route.includes("/checks/"))
    return { status: 200, body: { success: true, next: link, data: { id: "c", pages: listed } } };
  if (route.endsWith("/trace"))
    return { status: 200, body: { success: true, events: listed, next: link } };
  const count = 1_000_000_000;
  return {
    status: 200,
    body: {
      success: true,
      status: "completed",
      completed: count,
      total: count,
      data: listed,
      next: link,
    },
  };
}

/**
 * A loopback API whose every list pages on by `next` links (monitor checks, agent traces, crawl and
 * batch statuses of v1 and v2), cursors (the team's activity) or offsets (a monitor's checks) as
 * `chain` says: the server a pager must not follow forever.
 */
export async function endlessPages(chain: Chain, options: EndlessOptions = {}) {
  let base = "";
  const server = await recordedServer((request) => answer(base, request, chain, options));
  base = server.url;
  return server;
}

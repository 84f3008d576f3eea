import { recordedServer, type Answer, type SeenRequest } from "./recorded-server.js";

/**
 * How a page's link leads on: "endless", to a new page every time (page n to n + 1, never ending);
 * "loop", from page 0 to 1 to 2 and back to 1 (A → B → A).
 */
export type Chain = "endless" | "loop";

const next = (chain: Chain, page: number) => (chain === "loop" && page === 2 ? 1 : page + 1);
const LOOP_CURSORS: Record<string, string> = { "": "A", A: "B", B: "A" };

/** The items of page `n`, each distinct (a document, a trace event or a page result). */
function items(page: number, perPage: number, route: string) {
  return Array.from({ length: perPage }, (_, index) => {
    const id = `${page}-${index}`;
    return /\/(crawl|batch)\//.test(route)
      ? { markdown: `# ${id}`, metadata: { scrapeId: id, sourceURL: `https://site.test/${id}` } }
      : { id, n: page };
  });
}

function answer(base: string, request: SeenRequest, chain: Chain, perPage: number): Answer {
  const url = new URL(request.path, base);
  const route = url.pathname;
  if (route === "/v2/team/activity") {
    const cursor = url.searchParams.get("cursor") ?? "";
    const following = chain === "loop" ? LOOP_CURSORS[cursor] : `${cursor}x`;
    return {
      status: 200,
      body: { success: true, data: [{ id: `job-${cursor}` }], has_more: true, cursor: following },
    };
  }
  const page = Number(url.searchParams.get("page") ?? 0);
  const link = `${base}${route}?page=${next(chain, page)}`;
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
 * batch statuses of v1 and v2) or cursors (the team's activity) as `chain` says, `perPage` items a
 * page: the server a pager must not follow forever.
 */
export async function endlessPages(chain: Chain, perPage = 1) {
  let base = "";
  const server = await recordedServer((request) => answer(base, request, chain, perPage));
  base = server.url;
  return server;
}

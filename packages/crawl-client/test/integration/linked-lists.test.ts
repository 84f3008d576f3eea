// Lists that page, read with `for await`: the next page is asked for only once the items before it
// are consumed (one page in memory), a `next` link is followed only on the list's own route at the
// API origin, and leaving the loop reads nothing more. On a loopback mock whose pages are scripted.
import { describe, expect, it } from "vitest";
import { Firecrawl, InvalidResponseError } from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { useValidatingMock } from "../support/openapi.js";

const served = useValidatingMock();
const UUID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
const CHECK = "5b1f2c5e-8a9d-4f0e-9c3b-2d7e6f1a4b8c";
const PAGES = 3;

function client(): Firecrawl {
  return new Firecrawl({ apiUrl: served.mock.url, apiKey: "fc-key", clock: acceleratedClock() });
}

/** Pages of two items each; page `n`'s `next` leads to page `n + 1`, wherever `link` puts it. */
function pages(
  route: string,
  page: (items: object[], next: string | null) => object,
  link = (skip: number) => `${served.mock.url}${route}?skip=${skip}`,
) {
  return ({ query }: { query: URLSearchParams }) => {
    const skip = Number(query.get("skip") ?? 0);
    const items = [skip, skip + 1].map((n) => ({ id: `item-${n}`, n }));
    const next = skip / 2 + 1 < PAGES ? link(skip + 2) : null;
    return { body: page(items, next) };
  };
}

const trace = `/v2/agent/${UUID}/trace`;
const checkRoute = `/v2/monitor/${UUID}/checks/${CHECK}`;

describe("lists read with for await, one page in memory", () => {
  it("an agent's trace: the next page only once this one is consumed, and none after a break", async () => {
    served.mock.script(
      `GET ${trace}`,
      pages(trace, (events, next) => ({ success: true, events, next })),
    );
    const app = client();
    const read: number[] = [];
    for await (const event of app.agentTraceEvents(UUID)) {
      read.push((event as unknown as { n: number }).n);
      // Reading item 2n+1 of page n never asked for page n+1 yet.
      expect(served.mock.judged).toHaveLength(Math.floor(read.length / 2) + (read.length % 2));
      if (read.length === 3) break;
    }
    expect(read).toEqual([0, 1, 2]);
    expect(served.mock.judged).toHaveLength(2);
  });

  it("a monitor check's pages, every one of them, each once", async () => {
    served.mock.script(
      "getMonitorCheck",
      pages(checkRoute, (items, next) => ({
        success: true,
        next,
        data: { id: CHECK, pages: items, next },
      })),
    );
    const ids: string[] = [];
    for await (const page of client().monitorCheckPages(UUID, CHECK)) ids.push(page.id);
    expect(ids).toEqual(["item-0", "item-1", "item-2", "item-3", "item-4", "item-5"]);
    expect(served.mock.judged).toHaveLength(PAGES);
  });

  it("a monitor's checks, page by page by offset, ending at a short page", async () => {
    served.mock.script("listMonitorChecks", ({ query }) => {
      const offset = Number(query.get("offset"));
      const count = offset < 4 ? 2 : 1;
      return {
        body: {
          success: true,
          data: Array.from({ length: count }, (_, n) => ({ id: `check-${offset + n}` })),
        },
      };
    });
    const ids: string[] = [];
    for await (const check of client().monitorChecks(UUID, { limit: 2 })) ids.push(check.id);
    expect(ids).toEqual(["check-0", "check-1", "check-2", "check-3", "check-4"]);
    expect(served.mock.judged.map((seen) => seen.query)).toEqual([
      "limit=2&offset=0",
      "limit=2&offset=2",
      "limit=2&offset=4",
    ]);
  });

  it("a next link off the API's origin is refused, the key never sent there", async () => {
    served.mock.script(
      `GET ${trace}`,
      pages(
        trace,
        (events, next) => ({ success: true, events, next }),
        () => "https://elsewhere.example/steal",
      ),
    );
    const read: unknown[] = [];
    const error = await (async () => {
      for await (const event of client().agentTraceEvents(UUID)) read.push(event);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/elsewhere\.example/);
    expect(read).toHaveLength(2);
    expect(served.mock.judged).toHaveLength(1);
  });

  it("a next link that loops back ends the list with an InvalidResponseError, not a loop", async () => {
    served.mock.script("getMonitorCheck", () => ({
      body: {
        success: true,
        next: `${served.mock.url}${checkRoute}?skip=2`,
        data: { id: CHECK, pages: [{ id: "same" }] },
      },
    }));
    const error = await client()
      .getMonitorCheck(UUID, CHECK)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(served.mock.judged.length).toBeLessThanOrEqual(3);
  });
});

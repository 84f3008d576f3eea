// Every pager and every method that gathers a whole list, against a loopback API whose links never
// end or lead back (A → B → A): a gathering read stops at its cap with a PaginationLimitError naming
// it, and every pager ends at a repeated link or cursor with a PaginationLoopError, each item read
// once. The pagers' own caps, and links that are long or padded: pagination-links.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import {
  InvalidResponseError,
  PaginationLimitError,
  PaginationLoopError,
} from "../../src/index.js";
import type { Chain } from "../support/endless-pages.js";
import {
  CHECK,
  type Clients,
  getters,
  JOB,
  pagers,
  rejection,
  serveLists,
} from "../support/paged-lists.js";

let clients: Clients | undefined;
afterEach(async () => {
  await clients?.server.close();
  clients = undefined;
});

async function serve(chain: Chain, perPage = 1, clientCap?: { pages: number }) {
  clients = await serveLists(chain, { perPage }, clientCap);
  return clients;
}

describe("a method that gathers every page stops at its cap", () => {
  it.each(getters)("%s: at the pages cap of the call", async (_, read) => {
    const clients = await serve("endless");
    const error = await rejection(read(clients, { pages: 5 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "pages", max: 5 });
    expect((error as Error).message).toMatch(/5 pages after the first/);
    expect((error as PaginationLimitError).partialData).toHaveLength(6);
    expect(clients.server.requests.length).toBeLessThanOrEqual(7);
  });

  it.each(getters)("%s: at the items cap of the call", async (_, read) => {
    const clients = await serve("endless", 4);
    const error = await rejection(read(clients, { items: 10 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "items", max: 10 });
    expect((error as PaginationLimitError).partialData).toHaveLength(10);
    expect(clients.server.requests.length).toBeLessThanOrEqual(4);
  });

  it.each(getters)("%s: at the client's pageCap when the call gives none", async (_, read) => {
    const clients = await serve("endless", 1, { pages: 3 });
    const error = await rejection(read(clients));
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "pages", max: 3 });
    // The call's own cap replaces the client's.
    const wider = await rejection(read(clients, { pages: 6 }));
    expect(wider).toMatchObject({ name: "PaginationLimitError", limit: "pages", max: 6 });
  });

  it("getMonitorCheck without a pageCap: at the default of 100,000 items", async () => {
    const clients = await serve("endless", 1_000);
    const error = await rejection(clients.v2.getMonitorCheck(JOB, CHECK));
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "items", max: 100_000 });
    expect((error as PaginationLimitError).partialData).toHaveLength(100_000);
    expect(clients.server.requests).toHaveLength(101);
  });

  it("the reference's own maxPages still ends the read quietly, with next null", async () => {
    const clients = await serve("endless");
    const detail = await clients.v2.getMonitorCheck(JOB, CHECK, { maxPages: 3 });
    expect(detail.pages.map((page) => page.id)).toEqual(["0-0", "1-0", "2-0", "3-0"]);
    expect(detail.next).toBeNull();
  });
});

describe("a pager led back to a page it has read (A → B → A) ends there", () => {
  it.each(pagers)("%s", async (_, list) => {
    const clients = await serve("loop");
    const read: unknown[] = [];
    const error = await (async () => {
      for await (const item of list(clients)) read.push(item);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(read).toHaveLength(3);
    expect(new Set(read.map((item) => JSON.stringify(item))).size).toBe(3);
    expect(clients.server.requests).toHaveLength(3);
  });

  it.each(getters)("%s", async (_, read) => {
    const clients = await serve("loop");
    const error = await rejection(read(clients));
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect((error as PaginationLoopError).repeated).toMatch(/page=1$/);
    expect(clients.server.requests).toHaveLength(3);
  });
});

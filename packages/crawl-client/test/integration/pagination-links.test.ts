// The pagers' own caps, and links a hostile server makes long: every `for await` pager stops at the
// same caps of pages and items as the methods that gather a list (PaginationLimitError); the guard
// of every list keeps a fixed-size digest of each link or cursor it followed, not the link, however
// long the server pads it; and a link or cursor over 8 KiB is refused, not followed.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageCap } from "../../src/core/config.js";
import { PaginationGuard } from "../../src/core/pagination-guard.js";
import {
  InvalidResponseError,
  PaginationLimitError,
  PaginationLoopError,
} from "../../src/index.js";
import type { EndlessOptions } from "../support/endless-pages.js";
import {
  CHECK,
  type Clients,
  drain,
  getters,
  JOB,
  pagers,
  rejection,
  serveLists,
} from "../support/paged-lists.js";

let clients: Clients | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await clients?.server.close();
  clients = undefined;
});

async function serve(options: EndlessOptions = {}, clientCap?: PageCap) {
  clients = await serveLists("endless", options, clientCap);
  return clients;
}

/** Every pager, and the one that pages by offset (whose offsets only grow, so it cannot loop). */
const allPagers: typeof pagers = [
  ...pagers,
  ["monitorChecks", ({ v2 }, pageCap) => v2.monitorChecks(JOB, {}, { pageCap })],
];

/** Every list as a promise of its end: the pagers read to their end, and the gathering methods. */
const lists: [string, (clients: Clients, pageCap?: PageCap) => Promise<unknown>][] = [
  ...pagers.map(([name, list]): (typeof lists)[number] => [
    name,
    async (clients, pageCap) => {
      const { error } = await drain(list(clients, pageCap));
      if (error !== undefined) throw error;
    },
  ]),
  ...getters,
];

describe("a for await pager stops at the caps of the methods that gather", () => {
  it.each(allPagers)("%s: at the pages cap of the call", async (_, list) => {
    const clients = await serve();
    const { read, error } = await drain(list(clients, { pages: 5 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "pages", max: 5, partialData: [] });
    expect((error as Error).message).toMatch(/5 pages after the first.*handed out once/);
    expect(clients.server.requests).toHaveLength(6);
    expect(read.length).toBeGreaterThanOrEqual(6);
  });

  it.each(allPagers)("%s: at the items cap of the call", async (_, list) => {
    const clients = await serve({ perPage: 4 });
    const { read, error } = await drain(list(clients, { items: 10 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "items", max: 10, partialData: [] });
    expect(read).toHaveLength(10);
    expect(new Set(read.map((item) => JSON.stringify(item))).size).toBe(10);
    expect(clients.server.requests.length).toBeLessThanOrEqual(3);
  });

  it.each(allPagers)("%s: at the client's pageCap when the call gives none", async (_, list) => {
    const clients = await serve({}, { pages: 3 });
    const { error } = await drain(list(clients));
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "pages", max: 3 });
    expect(clients.server.requests).toHaveLength(4);
  });

  it("monitorCheckPages without a pageCap: at the default of 100,000 items", async () => {
    const clients = await serve({ perPage: 1_000 });
    const { read, error } = await drain(clients.v2.monitorCheckPages(JOB, CHECK), 200_000);
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "items", max: 100_000 });
    expect(read).toHaveLength(100_000);
    expect(clients.server.requests).toHaveLength(101);
  });
});

/** What a guard keeps of the links it followed: its `seen` set, read past `private`. */
function remembered(guard: PaginationGuard): Set<string> {
  return (guard as unknown as { seen: Set<string> }).seen;
}

describe("a list's guard keeps a fixed-size digest of each link, however long", () => {
  // Just under the 8 KiB a link may have: each page's link is new and about 8,000 characters.
  const padding = 7_900;

  it.each(lists)(
    "%s: endless padded links end at the cap, 16 characters kept a link",
    async (_, read) => {
      const follow = vi.spyOn(PaginationGuard.prototype, "follow");
      const clients = await serve({ padding });
      const error = await rejection(read(clients, { pages: 20 }));
      expect(error).toBeInstanceOf(PaginationLimitError);
      expect(error).toMatchObject({ limit: "pages", max: 20 });
      const followed = follow.mock.calls.map(([key]) => key);
      expect(followed).toHaveLength(21);
      expect(Math.min(...followed.map((key) => key.length))).toBeGreaterThan(padding);
      const guards = new Set(follow.mock.contexts as PaginationGuard[]);
      expect(guards.size).toBe(1);
      for (const guard of guards) {
        const seen = remembered(guard);
        expect(seen.size).toBeGreaterThan(0);
        expect(seen.size).toBeLessThanOrEqual(21);
        for (const key of seen) expect(key).toMatch(/^[0-9a-f]{16}$/);
      }
    },
  );
});

describe("a next link or cursor over 8 KiB is refused, not followed", () => {
  const padding = 512 * 1024;

  it.each(allPagers.filter(([name]) => name !== "monitorChecks"))("%s", async (_, list) => {
    const clients = await serve({ padding });
    const { read, error } = await drain(list(clients));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).not.toBeInstanceOf(PaginationLoopError);
    expect((error as Error).message).toMatch(
      /of \d{6} characters, over the 8192 this client follows/,
    );
    // The message quotes the link's start, not the half megabyte.
    expect((error as Error).message.length).toBeLessThan(1_000);
    expect(read).toHaveLength(1);
    expect(clients.server.requests).toHaveLength(1);
  });

  it.each(getters)("%s", async (_, read) => {
    const clients = await serve({ padding });
    const error = await rejection(read(clients));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/over the 8192 this client follows/);
    expect(clients.server.requests).toHaveLength(1);
  });
});

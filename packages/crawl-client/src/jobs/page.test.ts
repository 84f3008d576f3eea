import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { fakeAdapter, type Reply } from "../../test/support/fake-adapter.js";
import { fakeClock } from "../../test/support/fake-clock.js";
import { API, ID } from "../../test/support/fake-client.js";
import { FirecrawlApp } from "../index.js";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const page = (from: number, count: number, next?: string): Reply => ({
  status: 200,
  body: {
    success: true,
    status: "completed",
    completed: 6,
    total: 6,
    data: Array.from({ length: count }, (_, i) => ({ markdown: `# ${from + i}` })),
    ...(next === undefined ? {} : { next }),
  },
});

describe("walking results pages", () => {
  it("holds no document of a page once the next page is being fetched", async () => {
    const yielded: WeakRef<object>[] = [];
    let alive: number[] | undefined;
    const { adapter, requests } = fakeAdapter([
      page(0, 3, `${API}/v1/crawl/${ID}?skip=3`),
      page(3, 3),
    ]);
    const app = new FirecrawlApp({
      apiUrl: API,
      apiKey: "fc-key",
      clock: fakeClock(),
      adapter: async (config) => {
        if (requests.length === 1) {
          // A new task, so that no WeakRef keeps its target for the current one, then a full GC.
          await new Promise((resolve) => setImmediate(resolve));
          collectGarbage();
          alive = yielded.flatMap((ref, index) => (ref.deref() === undefined ? [] : [index]));
        }
        return adapter(config);
      },
    });
    let count = 0;
    for await (const document of app.crawlDocuments(ID, { pageSize: 3 })) {
      yielded.push(new WeakRef(document));
      count++;
    }
    expect(count).toBe(6);
    expect(requests).toHaveLength(2);
    // The last document of the first page may still sit in the consumer's loop variable.
    expect(alive?.filter((index) => index < 2)).toEqual([]);
  });
});

// The browser build on a runtime without a global WebSocket (Node 20 has none): its watchers follow
// a crawl over HTTP, as a wait does there, instead of failing at once. The built entry runs in a
// Node child process against the emulator on loopback.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, packageDir, run } from "../support/built-package.js";
import { API_KEY, clientFor, useEmulator } from "../support/emulator.js";

const ctx = useEmulator({ site: { pages: 8, pageBytes: 300 }, timing: { pageIntervalMs: 5 } });
const PAGES = 12;

/** Watches crawl `id` with the built browser entry, v2's Watcher and v1's CrawlWatcher. */
const SCRIPT = `
delete globalThis.WebSocket;
const { default: Firecrawl, CrawlWatcher } = await import(process.env.ENTRY);
const { API_URL: apiUrl, API_KEY: apiKey, JOB: id } = process.env;
const client = new Firecrawl({ apiKey, apiUrl });
const watcher = client.watcher(id, { kind: "crawl", pollInterval: 2 });
const v2 = { documents: [], ends: [] };
watcher.on("document", (document) => v2.documents.push(document.metadata.sourceURL));
watcher.on("done", () => v2.ends.push("done"));
watcher.on("error", (event) => v2.ends.push(event.error));
await watcher.start();
const v1 = { documents: [], ends: [] };
const crawlWatcher = new CrawlWatcher(id, client.v1, { pollInterval: 2 });
for await (const document of crawlWatcher) v1.documents.push(document.metadata.sourceURL);
v1.ends.push(crawlWatcher.status);
console.log(JSON.stringify({ socket: typeof globalThis.WebSocket, v2, v1 }));
`;

describe("the browser build without a global WebSocket", () => {
  beforeAll(ensureBuilt, 120_000);

  it("watches a crawl to its end over HTTP, every document once, v2's Watcher and v1's", async () => {
    ctx.emulator.sites.set("nosocket.example.com", { pages: PAGES, pageIntervalMs: 20 });
    const { app } = clientFor(ctx.emulator);
    const { id } = await app.asyncCrawlUrl("https://nosocket.example.com", { limit: PAGES });
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", SCRIPT], {
      env: {
        ...process.env,
        ENTRY: `${packageDir}dist/browser.js`,
        API_URL: ctx.emulator.url,
        API_KEY,
        JOB: id,
      },
    });
    const seen = JSON.parse(stdout) as {
      socket: string;
      v2: { documents: string[]; ends: string[] };
      v1: { documents: string[]; ends: string[] };
    };
    expect(seen.socket).toBe("undefined");
    for (const watched of [seen.v2, seen.v1]) {
      expect(watched.ends).toEqual([watched === seen.v2 ? "done" : "completed"]);
      expect(watched.documents).toHaveLength(PAGES);
      expect(new Set(watched.documents).size).toBe(PAGES);
    }
  });
});

// The v2-only browser entry, bundled as an app would (esbuild, browser conditions), run in a real
// Chromium against the emulator's /v2 routes over loopback.
import { describe, expect, it } from "vitest";
import type * as CrawlClientV2Module from "../../src/v2-browser.js";
import {
  BROWSER_KEY,
  BROWSER_SITE_PAGES,
  openPage,
  type RigWindow,
  useBrowserRig,
} from "../support/browser-rig.js";

interface BrowserRun {
  scraped: string | undefined;
  readAgain: boolean;
  crawled: number;
  progress: { status: string; completed: number; total: number }[];
  watched: { final: string; streamed: number; distinct: number };
  keylessError: string;
  exports: { v1Client: boolean; nodeBuffer: boolean };
}

describe("the v2 browser build in a real Chromium", () => {
  const rig = useBrowserRig("dist/v2-browser.js");

  it("scrapes, crawls with progress and watches a crawl, over fetch and the browser's own WebSocket", async () => {
    const page = await openPage(rig);
    const run = await page.evaluate(
      async ({ apiUrl, apiKey, pages }): Promise<BrowserRun> => {
        const { CrawlClient, shortenedClock } = window as unknown as RigWindow<
          typeof CrawlClientV2Module
        >;
        const { FirecrawlClient, FirecrawlError } = CrawlClient;
        const clock = shortenedClock();
        const client = new FirecrawlClient({ apiUrl, apiKey, clock });
        const scraped = await client.scrape("https://example.com/about", { formats: ["markdown"] });
        const again = await client.getScrapeStatus(scraped.metadata?.scrapeId ?? "");
        const progress: BrowserRun["progress"] = [];
        const crawled = await client.crawl("https://example.com", {
          limit: pages,
          onProgress: (step) => progress.push({ ...step }),
        });
        const { id } = await client.startCrawl("https://example.com", { limit: pages });
        const watcher = client.watcher(id);
        const streamed: string[] = [];
        let final = "";
        watcher.on("document", (document) => streamed.push(document.metadata?.sourceURL ?? ""));
        watcher.on("done", ({ status }) => (final = status));
        watcher.on("error", ({ error }) => (final = `error: ${error}`));
        await watcher.start();
        const keyless = new FirecrawlClient({ apiUrl, clock });
        const keylessError = await keyless.scrape("https://example.com").then(
          () => "no error",
          (error: unknown) =>
            error instanceof FirecrawlError ? `${error.name} ${error.statusCode}` : String(error),
        );
        return {
          scraped: scraped.metadata?.sourceURL,
          readAgain: again.markdown === scraped.markdown && again.markdown !== undefined,
          crawled: crawled.data.length,
          progress,
          watched: { final, streamed: streamed.length, distinct: new Set(streamed).size },
          keylessError,
          exports: { v1Client: "FirecrawlApp" in CrawlClient, nodeBuffer: "Buffer" in window },
        };
      },
      { apiUrl: rig.emulator.url, apiKey: BROWSER_KEY, pages: BROWSER_SITE_PAGES },
    );
    expect(run).toMatchObject({
      scraped: "https://example.com/about",
      readAgain: true,
      crawled: BROWSER_SITE_PAGES,
      watched: { final: "completed", streamed: BROWSER_SITE_PAGES, distinct: BROWSER_SITE_PAGES },
      keylessError: "AuthenticationError 401",
      exports: { v1Client: false, nodeBuffer: false },
    });
    expect(run.progress.at(-1)).toEqual({
      status: "completed",
      completed: BROWSER_SITE_PAGES,
      total: BROWSER_SITE_PAGES,
    });
    const completed = run.progress.map((step) => step.completed);
    expect(completed).toEqual([...completed].sort((a, b) => a - b));
    // The crawl's wait with progress and the watch both went over the page's own WebSocket, not
    // only over HTTP.
    expect(rig.emulator.stats().requests["v2.crawl.ws"]).toBe(2);
    await page.close();
  });

  it("uploads a file to parse from every kind of browser data, and refuses one over 50 MiB before upload", async () => {
    const page = await openPage(rig);
    const run = await page.evaluate(
      async ({ apiUrl, apiKey }) => {
        const { CrawlClient } = window as unknown as RigWindow<typeof CrawlClientV2Module>;
        const { FirecrawlClient, ValidationError } = CrawlClient;
        const client = new FirecrawlClient({ apiUrl, apiKey });
        const html =
          "<html><head><title>Hi</title></head><body><h1>Parsed in a browser</h1></body></html>";
        const bytes = new TextEncoder().encode(html);
        const sources: [string, unknown][] = [
          ["text", html],
          ["Uint8Array", bytes],
          ["ArrayBuffer", bytes.slice().buffer],
          ["Blob", new Blob([html], { type: "text/html" })],
          ["File", new File([html], "page.html", { type: "text/html" })],
          ["ReadableStream", new Blob([html]).stream()],
        ];
        const parsed: Record<string, string | undefined> = {};
        for (const [name, data] of sources) {
          const document = await client.parse(
            { data: data as string, filename: "page.html", contentType: "text/html" },
            { formats: ["markdown"] },
          );
          parsed[name] = document.markdown;
        }
        const big = new Blob([new Uint8Array(50 * 1024 * 1024 + 1)]);
        const refused = await client.parse({ data: big, filename: "big.pdf" }).then(
          () => "uploaded",
          (error: unknown) => (error instanceof ValidationError ? error.message : String(error)),
        );
        return { parsed, refused };
      },
      { apiUrl: rig.emulator.url, apiKey: BROWSER_KEY },
    );
    for (const markdown of Object.values(run.parsed))
      expect(markdown).toContain("Parsed in a browser");
    expect(Object.keys(run.parsed)).toHaveLength(6);
    expect(run.refused).toMatch(/52428800 bytes \(50 MiB\)/);
    expect(rig.emulator.stats().requests["v2.parse"]).toBe(6);
    await page.close();
  });
});

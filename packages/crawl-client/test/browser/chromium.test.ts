import { describe, expect, it } from "vitest";
import type * as CrawlClientModule from "../../src/browser.js";
import { BROWSER_KEY, openPage, type RigWindow, useBrowserRig } from "../support/browser-rig.js";

interface BrowserRun {
  scraped: string | undefined;
  crawled: number;
  watched: { final: string; streamed: number; kept: number };
  keylessError: string;
  hasNodeWebSocket: boolean;
}

describe("the browser build in a real Chromium", () => {
  const rig = useBrowserRig("dist/browser.js");

  it("scrapes, crawls and watches with the key, over fetch and the browser's own WebSocket", async () => {
    const page = await openPage(rig);
    const run = await page.evaluate(
      async ({ apiUrl, apiKey }): Promise<BrowserRun> => {
        const { CrawlClient, shortenedClock } = window as unknown as RigWindow<
          typeof CrawlClientModule
        >;
        const { FirecrawlApp, FirecrawlError } = CrawlClient;
        const clock = shortenedClock();
        const app = new FirecrawlApp({ apiUrl, apiKey, clock });
        const scraped = await app.scrapeUrl("https://example.com/about");
        const crawled = await app.crawlUrl("https://example.com", { limit: 6 });
        const watcher = await app.crawlUrlAndWatch("https://example.com", { limit: 6 });
        let streamed = 0;
        watcher.addEventListener("document", () => streamed++);
        const final = await new Promise<string>((resolve) => {
          watcher.addEventListener("done", () => resolve("done"));
          watcher.addEventListener("error", (event) => resolve(`error: ${event.detail.error}`));
        });
        const keyless = new FirecrawlApp({ apiUrl, clock });
        const keylessError = await keyless.scrapeUrl("https://example.com").then(
          () => "no error",
          (error: unknown) =>
            error instanceof FirecrawlError ? `${error.name} ${error.statusCode}` : String(error),
        );
        return {
          scraped: scraped.metadata?.sourceURL,
          crawled: crawled.data.length,
          watched: { final, streamed, kept: watcher.data.length },
          keylessError,
          hasNodeWebSocket: "Buffer" in window,
        };
      },
      { apiUrl: rig.emulator.url, apiKey: BROWSER_KEY },
    );
    expect(run).toEqual({
      scraped: "https://example.com/about",
      crawled: 6,
      watched: { final: "done", streamed: 6, kept: 6 },
      keylessError: "AuthenticationError 401",
      hasNodeWebSocket: false,
    });
    await page.close();
  });
});

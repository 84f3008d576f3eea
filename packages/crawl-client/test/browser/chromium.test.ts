import { chromiumLaunchOptions } from "@keystone/chromium";
import { startEmulator, type Emulator } from "@keystone/crawl-emulator";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as CrawlClientModule from "../../src/browser.js";
import { ensureBuilt, packageDir } from "../support/built-package.js";

const KEY = "fc-browser-key";

let emulator: Emulator;
let browser: Browser;
let bundle = "";

interface BrowserRun {
  scraped: string | undefined;
  crawled: number;
  watched: { final: string; streamed: number; kept: number };
  keylessError: string;
  hasNodeWebSocket: boolean;
}

describe("the browser build in a real Chromium", () => {
  beforeAll(async () => {
    await ensureBuilt();
    const result = await build({
      entryPoints: [`${packageDir}dist/browser.js`],
      bundle: true,
      platform: "browser",
      format: "iife",
      globalName: "CrawlClient",
      write: false,
      logLevel: "silent",
    });
    bundle = result.outputFiles[0]?.text ?? "";
    emulator = await startEmulator({
      apiKeys: [KEY],
      site: { pages: 6, pageBytes: 300 },
      timing: { pageIntervalMs: 5 },
      // The test page is about:blank, whose opaque origin the emulator refuses unless listed.
      allowedOrigins: ["null"],
    });
    browser = await chromium.launch(chromiumLaunchOptions);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
  });

  it("scrapes, crawls and watches with the key, over XHR and the browser's own WebSocket", async () => {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle });
    const run = await page.evaluate(
      async ({ apiUrl, apiKey }): Promise<BrowserRun> => {
        const { FirecrawlApp, FirecrawlError } = (
          window as unknown as { CrawlClient: typeof CrawlClientModule }
        ).CrawlClient;
        // Polling sleeps are shortened so that the test does not wait out real 2 s intervals.
        let offset = 0;
        const clock = {
          now: () => Date.now() + offset,
          sleep: async (ms: number) => {
            offset += ms;
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        };
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
      { apiUrl: emulator.url, apiKey: KEY },
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

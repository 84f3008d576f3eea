import { chromiumLaunchOptions } from "@keystone/chromium";
import { startEmulator, type Emulator } from "@keystone/crawl-emulator";
import { build } from "esbuild";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { ensureBuilt, packageDir } from "./built-package.js";

export const BROWSER_KEY = "fc-browser-key";
/** Pages of the emulator's site, so of every crawl the browser tests run. */
export const BROWSER_SITE_PAGES = 6;

/** A shortened clock the page's client waits on, so that polling does not sit out real 2 s sleeps. */
export interface PageClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** What a page opened by `openPage` has on `window`: the bundle's exports, and the clock. */
export interface RigWindow<Module> {
  CrawlClient: Module;
  shortenedClock(): PageClock;
}

export interface BrowserRig {
  emulator: Emulator;
  browser: Browser;
  bundle: string;
}

/** A built entry (`dist/…`) bundled as an app's bundler would see it, as `window.CrawlClient`. */
export async function bundleForPage(entry: string): Promise<string> {
  await ensureBuilt();
  const result = await build({
    entryPoints: [`${packageDir}${entry}`],
    bundle: true,
    platform: "browser",
    format: "iife",
    globalName: "CrawlClient",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/**
 * One emulator, one Chromium and one bundle of a built entry per test file, for tests that run
 * the browser build in a real browser over loopback.
 */
export function useBrowserRig(entry: string): BrowserRig {
  const rig = {} as BrowserRig;
  beforeAll(async () => {
    rig.bundle = await bundleForPage(entry);
    rig.emulator = await startEmulator({
      apiKeys: [BROWSER_KEY],
      site: { pages: BROWSER_SITE_PAGES, pageBytes: 300 },
      timing: { pageIntervalMs: 5 },
      // The test page is about:blank, whose opaque origin the emulator refuses unless listed.
      allowedOrigins: ["null"],
    });
    rig.browser = await chromium.launch(chromiumLaunchOptions);
  }, 120_000);
  afterAll(async () => {
    await rig.browser?.close();
    await rig.emulator?.close();
  });
  return rig;
}

/** A blank page with the bundle loaded as `window.CrawlClient` and `window.shortenedClock()`. */
export async function openPage(rig: Pick<BrowserRig, "browser" | "bundle">): Promise<Page> {
  const page = await rig.browser.newPage();
  await page.addScriptTag({ content: rig.bundle });
  await page.evaluate(() => {
    (window as unknown as { shortenedClock(): PageClock }).shortenedClock = () => {
      let offset = 0;
      return {
        now: () => Date.now() + offset,
        sleep: async (ms: number) => {
          offset += ms;
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
    };
  });
  return page;
}

// The smoke steps (smoke.ts) on Bun, Deno and workerd, each against its own emulator over
// loopback, the three at once: each runtime waits mostly on the emulator's jobs, not on a core.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../support/built-package.js";
import { SITE, SITE_PAGES, type StepName, type StepResult } from "./smoke.js";
import { withSmokeEmulator } from "./smoke-emulator.js";
import { RUNTIME_DEADLINE_MS, runOnRuntime } from "./runtime-process.js";
import { bundleWorker, runOnWorkerd } from "./workerd.js";

const EVERY_STEP_PASSED = {
  scrape: { passed: true, detail: `${SITE}/about` },
  waitingCrawl: { passed: true, detail: { status: "completed", documents: SITE_PAGES } },
  watcher: { passed: true, detail: { end: "done", told: SITE_PAGES, kept: SITE_PAGES } },
  v1CrawlUrl: { passed: true, detail: { status: "completed", documents: 3 } },
  parseBytes: { passed: true, detail: { markdownHasHeading: true } },
  typedError: { passed: true, detail: { name: "NotFoundError", statusCode: 404 } },
  abort: { passed: true, detail: { name: "AbortedError" } },
} satisfies Record<StepName, StepResult>;

const TEST_TIMEOUT_MS = RUNTIME_DEADLINE_MS + 10_000;

describe.concurrent("the runtime smoke suite", () => {
  beforeAll(ensureBuilt, 120_000);

  const processRuntimes = [
    { runtime: "bun", name: "Bun 1.4", userAgent: /^Bun\/1\.4\./ },
    { runtime: "deno", name: "Deno 2.9", userAgent: /^Deno\/2\.9\./ },
  ] as const;
  for (const { runtime, name, userAgent } of processRuntimes) {
    it(
      `runs every step on ${name}, through the Node entry it resolves`,
      async () => {
        const { summary, stats } = await withSmokeEmulator(async (target, emulator) => ({
          summary: await runOnRuntime(runtime, target),
          stats: emulator.stats(),
        }));
        expect(summary.steps).toEqual(EVERY_STEP_PASSED);
        expect(summary.userAgent).toMatch(userAgent);
        // Both match the `node` condition of the package's exports (neither has its own there).
        expect(new URL(summary.entry).pathname).toMatch(/\/crawl-client\/dist\/index\.js$/);
        // The watcher followed the crawl over its socket, not only over HTTP.
        expect(stats.requests["v2.crawl.ws"]).toBe(1);
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    "runs every step on workerd (miniflare 4), through the browser/edge entry bundled as a worker",
    async () => {
      const bundle = await bundleWorker();
      expect(bundle.distFiles).toContain("dist/browser.js");
      expect(bundle.distFiles).not.toContain("dist/index.js");
      const { summary, stats } = await withSmokeEmulator(async (target, emulator) => ({
        summary: await runOnWorkerd(bundle.script, target),
        stats: emulator.stats(),
      }));
      expect(summary.steps).toEqual(EVERY_STEP_PASSED);
      expect(summary.userAgent).toBe("Cloudflare-Workers");
      expect(stats.requests["v2.crawl.ws"]).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});

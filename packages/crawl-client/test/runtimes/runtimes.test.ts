// The smoke steps (smoke.ts) on Bun, Deno and workerd, each against its own emulator over
// loopback, the three at once: each runtime waits mostly on the emulator's jobs, not on a core.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../support/built-package.js";
import { SITE, SITE_PAGES, type StepName, type StepResult, V1_CRAWL_LIMIT } from "./smoke.js";
import { withSmokeEmulator } from "./smoke-emulator.js";
import { RUNTIME_DEADLINE_MS, runOnRuntime } from "./runtime-process.js";
import { bundleWorker, runOnWorkerd } from "./workerd.js";

const EVERY_STEP_PASSED = {
  scrape: { passed: true, detail: `${SITE}/about` },
  waitingCrawl: { passed: true, detail: { status: "completed", documents: SITE_PAGES } },
  watcher: { passed: true, detail: { end: "done", told: SITE_PAGES, kept: SITE_PAGES } },
  v1CrawlUrl: { passed: true, detail: { status: "completed", documents: V1_CRAWL_LIMIT } },
  parseBytes: { passed: true, detail: { markdownHasHeading: true } },
  typedError: { passed: true, detail: { name: "NotFoundError", statusCode: 404 } },
  abort: { passed: true, detail: { name: "AbortedError" } },
} satisfies Record<StepName, StepResult>;

const TEST_TIMEOUT_MS = RUNTIME_DEADLINE_MS + 10_000;

/**
 * What the emulator saw of one runtime's run: the watcher followed its crawl over the socket (not
 * only over HTTP), and the aborted crawl had been started (v2: the waiting crawl, the watched one,
 * the aborted one), so the signal ended a wait under way rather than a request never sent.
 */
function expectRequestsOfOneRun(requests: Record<string, number>) {
  expect(requests["v2.crawl.ws"]).toBe(1);
  expect(requests["v2.crawl.start"]).toBe(3);
  expect(requests["crawl.start"]).toBe(1);
  expect(requests["v2.parse"]).toBe(1);
}

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
        expectRequestsOfOneRun(stats.requests);
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
      expectRequestsOfOneRun(stats.requests);
    },
    TEST_TIMEOUT_MS,
  );
});

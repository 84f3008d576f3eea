// "Check until completed" against the newest self-hosted server's paging while a crawl runs: it
// ignores `skip`, and counts a document in `completed` before that document can be read (the
// emulator's `skip-ignored` on the self-hosted deployment). A status read of a running crawl is
// not an error: it returns the distinct documents readable so far, and the next read goes on.
import { describe, expect, it } from "vitest";
import { Firecrawl, FirecrawlApp } from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { sourceUrls, useEmulator } from "../support/emulator.js";

const PAGES = 6;
const SITE = "https://slow.example.com";
// One status page holds the whole site, so that once the crawl has finished one read has it all.
const served = useEmulator({ deployment: "self-hosted", statusPageBytes: 1_000_000 });

interface Check {
  status: string;
  completed: number;
  data: { metadata?: { sourceURL?: string } }[];
}

/** The scenario's own loop: read the status until the crawl has completed; every read it made. */
async function checkUntilCompleted(read: () => Promise<Check>): Promise<Check[]> {
  const checks: Check[] = [];
  for (let round = 0; round < 5_000; round++) {
    const check = await read();
    checks.push(check);
    if (check.status === "completed") return checks;
    // Lets the emulator's crawl move on between checks, as a person's loop would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("the crawl never completed");
}

function expectTheLagSurvived(checks: Check[]) {
  const lagging = checks.filter((check) => check.status !== "completed");
  // The defect was met: a running read counted more than it could return.
  expect(lagging.some((check) => check.data.length < check.completed)).toBe(true);
  for (const check of lagging) expect(new Set(sourceUrls(check.data)).size).toBe(check.data.length);
  const done = checks[checks.length - 1] as Check;
  expect(done.completed).toBe(PAGES);
  expect(new Set(sourceUrls(done.data)).size).toBe(PAGES);
}

function startSlowCrawl() {
  served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 40 });
  served.emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
  served.emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
}

describe("a running crawl's status on a server that lags and ignores skip", () => {
  it("v2: getCrawlStatus returns what is readable so far while the crawl runs, then all", async () => {
    startSlowCrawl();
    const client = new Firecrawl({ apiUrl: served.emulator.url, clock: acceleratedClock() });
    const { id } = await client.startCrawl(SITE, { limit: PAGES });
    const checks = await checkUntilCompleted(() => client.getCrawlStatus(id));
    expectTheLagSurvived(checks);
    const running = checks.find((check) => check.status === "scraping") as
      (Check & { next?: string | null }) | undefined;
    // The next read goes on from the first document not received.
    expect(running?.next).toMatch(new RegExp(`/v2/crawl/${id}\\?skip=${running?.data.length}$`));
  });

  it("v1: checkCrawlStatus with every page returns what is readable so far, then all", async () => {
    startSlowCrawl();
    const app = new FirecrawlApp({ apiUrl: served.emulator.url, clock: acceleratedClock() });
    const { id } = await app.asyncCrawlUrl(SITE, { limit: PAGES });
    const checks = await checkUntilCompleted(() => app.checkCrawlStatus(id, true));
    expectTheLagSurvived(checks);
  });
});

import type { Page } from "@playwright/test";
import { OUTAGE_PATIENCE_MS } from "../../app/features/analysis/model/constants";
import { recordActivity, recordedActivity } from "./activity-record";
import {
  emulator,
  expect,
  expectAccessible,
  jobStatus,
  nextJobId,
  openWithValidKey,
  panel,
  siteNamed,
  test,
  toast,
} from "./support";

const moving = siteNamed("Moving Services");
const notAnswering = "The provider is not answering; still trying…";

const activityOf = (page: Page) => page.getByRole("region", { name: "Crawl activity" });
const noticeOf = (page: Page) => activityOf(page).locator("[data-slot=provider-not-answering]");

/** Starts the crawl of Moving Services and waits until its first pages are counted. */
async function crawlMovingUntilProgress(page: Page): Promise<string> {
  const jobId = nextJobId(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(activityOf(page).locator("[data-slot=crawl-site]")).toContainText(
    /crawled of \d+ found so far/,
  );
  return jobId;
}

test("a provider stopped mid-crawl and started again on its port: the tab says it is not answering, then the crawl completes and its audit shows", async ({
  page,
}) => {
  // Eight pages, one every 1.5 s: the job outlives the 4 s outage, and goes on during it.
  await emulator.setSite(moving.url, { pages: 8, pageIntervalMs: 1500 });
  await recordActivity(page);
  await openWithValidKey(page);
  await crawlMovingUntilProgress(page);
  await emulator.outage(4000);
  await expect(noticeOf(page)).toContainText(notAnswering);
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeEnabled();

  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, { timeout: 30_000 });
  const tab = panel(page, "Moving Services");
  await expect(tab.locator("[data-slot=crawl-figures]")).toContainText("Pages Crawled8");
  await expect(tab.locator("[data-slot=site-audit]")).toBeVisible();
  await expect(tab.locator("[data-slot=crawl-error]")).toHaveCount(0);
  expect((await emulator.stats()).requests["crawl.cancel"] ?? 0).toBe(0);

  // The notice showed while the provider was away, and went while the crawl still ran.
  const crawling = (await recordedActivity(page)).filter((frame) => frame.progress !== null);
  const away = crawling.findIndex((frame) => frame.activity.includes(notAnswering));
  expect(away).toBeGreaterThanOrEqual(0);
  expect(crawling.slice(away).some((frame) => !frame.activity.includes(notAnswering))).toBe(true);
});

test("a provider that answers 503 for a window: the notice shows and goes, and the crawl picks up and completes", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { pages: 6, pageIntervalMs: 1200 });
  await openWithValidKey(page);
  await crawlMovingUntilProgress(page);
  await emulator.injectFault({ route: "crawl.status", kind: "status", status: 503, forMs: 4000 });
  await expect(noticeOf(page)).toContainText(notAnswering);
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, { timeout: 30_000 });
  await expect(noticeOf(page)).toBeEmpty();
  const tab = panel(page, "Moving Services");
  await expect(tab.locator("[data-slot=crawl-figures]")).toContainText("Pages Crawled6");
  await expect(tab.locator("[data-slot=site-audit]")).toBeVisible();
  const stats = await emulator.stats();
  expect(stats.faults["status"]).toBeGreaterThanOrEqual(1);
  expect(stats.requests["crawl.cancel"] ?? 0).toBe(0);
});

test("a provider that answers 503 past the patience: the crawl is listed as left running, uncancelled, and its result shown once it answers", async ({
  page,
}) => {
  // The page's clock jumps over the five minutes; the emulator's runs in real time.
  await page.clock.install();
  await emulator.setSite(moving.url, { pages: 5, pageIntervalMs: 800 });
  await openWithValidKey(page);
  const jobId = await crawlMovingUntilProgress(page);
  await emulator.injectFault({
    route: "crawl.status",
    kind: "status",
    status: 503,
    forMs: 10 * 60_000,
  });
  await expect(noticeOf(page)).toContainText(notAnswering);
  await page.clock.fastForward(OUTAGE_PATIENCE_MS + 30_000);

  const left = page.getByRole("region", { name: "Crawls left running" });
  await expect(left).toContainText("Moving Services, started at");
  await expect(left).toContainText("stopped answering");
  await expect(left.getByRole("status")).toHaveText(/Still running at/);
  await expect(
    left.getByRole("button", { name: "Cancel on the provider (Moving Services)" }),
  ).toBeVisible();
  await expect(panel(page, "Moving Services")).toContainText("did not answer for 5 minutes");
  await expectAccessible(page, "[data-slot=left-crawls]");
  await expect(page.getByRole("button", { name: "Crawl Moving Services" })).toBeEnabled();
  expect((await emulator.stats()).requests["crawl.cancel"] ?? 0).toBe(0);

  // Still down: reading the job says so, and nothing is lost.
  const show = left.getByRole("button", { name: "Show its result (Moving Services)" });
  await show.click();
  await expect(left.getByRole("status")).toContainText("503");
  await emulator.clearFaults();
  await expect.poll(() => jobStatus(jobId)).toBe("completed");
  await show.click();
  await expect(left.getByRole("status")).toHaveText("Its result is shown in its site's tab.");
  const tab = panel(page, "Moving Services");
  await expect(tab.locator("[data-slot=crawl-figures]")).toContainText("Pages Crawled5");
  await expect(tab.locator("[data-slot=site-audit]")).toBeVisible();
});

test("a crawl cancelled while the provider is down has its cancel sent again when it is back, after a reload too", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { neverFinish: true });
  await openWithValidKey(page);
  const jobId = await crawlMovingUntilProgress(page);
  await emulator.outage(6000);
  await expect(noticeOf(page)).toContainText(notAnswering);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(toast(page)).toHaveText(/Crawl of Moving Services cancelled/);
  const left = page.getByRole("region", { name: "Crawls left running" });
  await expect(left.getByRole("status")).toHaveText(/the cancel is sent again until it answers/);

  // The next visit in the tab takes the cancel over while the provider is still down.
  await page.reload();
  await expect(page.getByText(/API key is saved in this browser/)).toBeVisible();
  await expect(left).toContainText("Moving Services, started at");
  await expect(left.getByRole("status")).toHaveText("Cancelled.", { timeout: 30_000 });
  expect(await jobStatus(jobId)).toBe("cancelled");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("keystone-analysis-pending-starts")))
    .toBeNull();
});

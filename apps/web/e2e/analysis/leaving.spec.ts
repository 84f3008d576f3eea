import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import {
  emulator,
  expect,
  holdCrawlStart,
  jobStatus,
  nextJobId,
  openWithValidKey,
  siteNamed,
  storageKey,
  submitKey,
  test,
  toast,
  validApiKey,
} from "./support";

/** Starts a crawl that never finishes on its own and returns its job id once it polls. */
async function startEndlessCrawl(page: Page) {
  const financial = siteNamed("Financial Services");
  await emulator.setSite(financial.url, { neverFinish: true });
  await openWithValidKey(page);
  const jobId = nextJobId(page);
  await page.getByRole("button", { name: "Crawl Financial Services" }).click();
  await expect(page.getByText("Crawling website...")).toBeVisible();
  const id = await jobId;
  await expect
    .poll(async () => (await emulator.stats()).requests["crawl.status"])
    .toBeGreaterThan(1);
  expect(await jobStatus(id)).toBe("scraping");
  return id;
}

/** Accepts the browser's "Leave site?" question, recording that it was asked. */
function acceptLeaving(page: Page) {
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.accept();
  });
  return asked;
}

test("a header link clicked mid-crawl asks first, then cancels the job at the provider", async ({
  page,
}) => {
  const requests: { url: string; method: string; authorization?: string }[] = [];
  page.on("request", (request) =>
    requests.push({
      url: request.url(),
      method: request.method(),
      authorization: request.headers()["authorization"],
    }),
  );
  const jobId = await startEndlessCrawl(page);
  const asked = acceptLeaving(page);

  await page.locator("[data-slot=site-header-nav]").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toEqual(["beforeunload"]);
  await expect.poll(() => jobStatus(jobId)).toBe("cancelled");
  expect((await emulator.stats()).requests["crawl.cancel"]).toBe(1);
  // The cancel carried the key in its header, never in a URL.
  for (const request of requests) expect(request.url).not.toContain(validApiKey);
});

test("a reload mid-crawl cancels the job", async ({ page }) => {
  const jobId = await startEndlessCrawl(page);
  const asked = acceptLeaving(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  expect(asked).toEqual(["beforeunload"]);
  await expect.poll(() => jobStatus(jobId)).toBe("cancelled");
});

test("closing the tab mid-crawl cancels the job", async ({ page }) => {
  const jobId = await startEndlessCrawl(page);
  const asked = acceptLeaving(page);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect.poll(() => jobStatus(jobId)).toBe("cancelled");
  expect((await emulator.stats()).requests["crawl.cancel"]).toBe(1);
});

test("with no crawl running the page is left without a question", async ({ page }) => {
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  const asked = acceptLeaving(page);
  await page.locator("[data-slot=site-header-nav]").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(asked).toEqual([]);
  expect((await emulator.stats()).requests["crawl.cancel"] ?? 0).toBe(0);
});

test("Cancel pressed before the job id arrives cancels the job as soon as it exists", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { neverFinish: true });
  await openWithValidKey(page);
  // The start is held until Cancel has been pressed, so its id cannot come first.
  const releaseStart = await holdCrawlStart(page);
  const jobId = nextJobId(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page)).toHaveText(/Crawl of Moving Services cancelled/);
  await expect(page.getByRole("button", { name: "Crawl Moving Services" })).toBeEnabled();
  // Only the key check's start has reached the provider: this one is still held.
  expect((await emulator.stats()).requests["crawl.start"]).toBe(1);

  releaseStart();
  const id = await jobId;
  await expect.poll(() => jobStatus(id)).toBe("cancelled");
  expect((await emulator.stats()).requests["crawl.cancel"]).toBe(1);
});

test("a cancelled crawl is no longer polled", async ({ page }) => {
  const statusChecks: string[] = [];
  page.on("request", (request) => {
    const match = /\/v1\/crawl\/([^/?]+)(\?|$)/.exec(request.url());
    if (request.method() === "GET" && match?.[1]) statusChecks.push(match[1]);
  });
  const cancelledJob = await startEndlessCrawl(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page)).toHaveText(/Crawl of Financial Services cancelled/);
  const checksAtCancel = statusChecks.filter((id) => id === cancelledJob).length;

  // A whole crawl of another site, several status checks long, runs after the cancel.
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  expect(statusChecks.filter((id) => id === cancelledJob)).toHaveLength(checksAtCancel);
  expect(statusChecks.length).toBeGreaterThan(checksAtCancel + 1);
});

test("the key check can be cancelled: its test crawl is cancelled and nothing is saved", async ({
  page,
}) => {
  const { keyTestUrl } = siteConfig.provider;
  await emulator.setSite(keyTestUrl, { neverFinish: true });
  await page.goto("/analysis");
  const jobId = nextJobId(page);
  await submitKey(page, validApiKey);
  await expect(page.getByRole("button", { name: "Validating..." })).toBeDisabled();
  const id = await jobId;
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(toast(page)).toHaveText(/API key check cancelled/);
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeEnabled();
  await expect.poll(() => jobStatus(id)).toBe("cancelled");
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test("the key check stops at its 2-minute deadline with a clear message", async ({ page }) => {
  const { keyTestUrl } = siteConfig.provider;
  await emulator.setSite(keyTestUrl, { neverFinish: true });
  await page.clock.install();
  await page.goto("/analysis");
  const jobId = nextJobId(page);
  await submitKey(page, validApiKey);
  const id = await jobId;
  await expect.poll(async () => (await emulator.stats()).requests["crawl.status"]).toBe(1);
  await expect(page.getByRole("button", { name: "Validating..." })).toBeDisabled();

  await page.clock.fastForward(120_000);
  await expect(toast(page)).toHaveText(/Failed to validate API key/);
  await expect(toast(page)).toContainText("within 2 minutes");
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeEnabled();
  await expect.poll(() => jobStatus(id)).toBe("cancelled");
});

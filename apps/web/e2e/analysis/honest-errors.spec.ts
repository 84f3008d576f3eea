import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { expectConnectSrcOfBuild } from "../deploy/server-hardening";
import { analysisSiteUrl, emulatorUrl } from "./environment";
import {
  emulator,
  expect,
  openWithValidKey,
  panel,
  siteNamed,
  storageKey,
  submitKey,
  test,
  toast,
  validApiKey,
} from "./support";

const setupHeading = (page: Page) => page.getByRole("heading", { name: "Website Analysis Setup" });
const analysisHeading = (page: Page) =>
  page.getByRole("heading", { name: `${siteConfig.name} Website Analysis` });

for (const { status, reason } of [
  { status: 402, reason: "402: Insufficient credits" },
  { status: 403, reason: "403: Forbidden" },
]) {
  test(`a ${status} from the key test says 'Invalid API key' and, under it, "${reason}"`, async ({
    page,
  }) => {
    await emulator.injectFault({ route: "crawl.start", kind: "status", status, times: 1 });
    await page.goto("/analysis");
    await submitKey(page, validApiKey);
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    const text = toast(page).locator("[data-slot=toast-description]");
    await expect(text).toHaveText(new RegExp(`^Invalid API key\\n${reason}`));
    await expect(setupHeading(page)).toBeVisible();
  });
}

test("when the browser refuses storage the key is kept for this page only, with a quiet notice", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.getItem = refuse;
  });
  await page.goto("/analysis");
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveAttribute("data-variant", "success");
  await expect(toast(page)).toContainText("API key validated");
  await expect(toast(page)).toContainText("kept for this page only");
  await expect(toast(page)).not.toContainText("Failed to validate API key");
  await expect(analysisHeading(page)).toBeVisible();
  await expect(page.getByText("Your API key is kept for this page only")).toBeVisible();

  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
});

test("Forget key asks first, then removes the saved key and returns to the first step", async ({
  page,
}) => {
  await openWithValidKey(page);
  const forget = page.getByRole("button", { name: "Forget key" });
  await forget.click();
  const dialog = page.getByRole("dialog", { name: "Forget the API key?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep key" }).click();
  await expect(dialog).toBeHidden();
  await expect(forget).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(validApiKey);

  await forget.click();
  await dialog.getByRole("button", { name: "Forget key" }).click();
  await expect(setupHeading(page)).toBeVisible();
  await expect(page.getByPlaceholder("Enter your API key")).toBeFocused();
  await expect(page.getByRole("button", { name: /^Crawl / })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test("status checks, retries included, are never less than 2 s apart", async ({ page }) => {
  const moving = siteNamed("Moving Services");
  // The 503s are an outage, asked again 2 s and then 2 to 4 s later: the job outlives them.
  await emulator.setSite(moving.url, { pages: 12, pageIntervalMs: 800 });
  await openWithValidKey(page);
  const statusRequests: Promise<number>[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && /\/v1\/crawl\/[^/?]+(\?|$)/.test(request.url())) {
      statusRequests.push(request.response().then(() => request.timing().startTime));
    }
  });
  await emulator.injectFault({ route: "crawl.status", kind: "status", status: 503, times: 2 });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, { timeout: 30_000 });

  expect((await emulator.stats()).faults["status"]).toBe(2);
  const starts = await Promise.all(statusRequests);
  expect(starts.length).toBeGreaterThan(3);
  for (const [index, start] of starts.entries()) {
    if (index > 0) expect(start - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(2000);
  }
});

test("a crawl of a site the provider could not fetch is an error with the provider's reason", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { unreachable: true });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(toast(page)).toContainText("Crawl job completed but no data was returned");
  await expect(toast(page)).toContainText("All scraping engines failed");
  const error = panel(page, "Moving Services").locator("[data-slot=crawl-error]");
  await expect(error).toContainText("Crawl job completed but no data was returned");
  await expect(error).toContainText(`${moving.url}`);
  await expect(error).toContainText("All scraping engines failed");
  await expect(panel(page, "Moving Services")).toContainText("No data yet.");
});

test("the key test still validates when its one-page crawl completes with 0 pages", async ({
  page,
}) => {
  await emulator.setSite(siteConfig.provider.keyTestUrl, { unreachable: true });
  await page.goto("/analysis");
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await expect(analysisHeading(page)).toBeVisible();
});

test("a failed crawl's tab says 'Failed to crawl website' with the provider's text", async ({
  page,
}) => {
  const cleaning = siteNamed("Cleaning Services");
  await emulator.setSite(cleaning.url, { fail: "Site unreachable" });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Cleaning Services" }).click();
  await expect(toast(page)).toHaveText(/Site unreachable/);
  await page.getByRole("tab", { name: "Cleaning Services" }).click();
  const error = panel(page, "Cleaning Services").locator("[data-slot=crawl-error]");
  await expect(error).toContainText("Failed to crawl website");
  await expect(error).toContainText("Site unreachable");
});

test("a crawl that cannot reach the provider shows the connection-failure text", async ({
  page,
}) => {
  await openWithValidKey(page);
  await emulator.injectFault({ route: "crawl.start", kind: "reset" });
  await page.getByRole("button", { name: "Crawl Financial Services" }).click();
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive", { timeout: 15_000 });
  await page.getByRole("tab", { name: "Financial Services" }).click();
  await expect(panel(page, "Financial Services").locator("[data-slot=crawl-error]")).toHaveText(
    /^No response received while trying to start crawl job\. This may be a network error or the server is unreachable\.$/,
  );
});

test("only the visible result tab has content in the page", async ({ page }) => {
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  const hiddenPanels = page.locator("[role=tabpanel][hidden]");
  await expect(hiddenPanels).toHaveCount(2);
  expect(
    await hiddenPanels.evaluateAll((panels) => panels.map((p) => p.childElementCount)),
  ).toEqual([0, 0]);
  await expect(page.locator("[data-slot=json-text-box]")).toHaveCount(1);

  await page.getByRole("tab", { name: "Cleaning Services" }).click();
  await expect(panel(page, "Cleaning Services")).toContainText("No data yet.");
  await expect(page.locator("[data-slot=json-text-box]")).toHaveCount(0);
  await page.getByRole("tab", { name: "Moving Services" }).click();
  await expect(
    panel(page, "Moving Services").getByRole("region", { name: "Pages (5)" }).locator("tbody tr"),
  ).toHaveCount(5);
});

test("connect-src of the build names only the provider it was built for", async () => {
  await expectConnectSrcOfBuild(analysisSiteUrl, emulatorUrl);
});

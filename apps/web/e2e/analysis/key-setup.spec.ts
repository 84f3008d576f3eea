import type { Page, Route } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import {
  emulator,
  expect,
  expectAccessible,
  holdCrawlStart,
  storageKey,
  submitKey,
  test,
  toast,
  validApiKey,
} from "./support";

const { provider } = siteConfig;

test("the setup card asks for a masked, required key and links to the provider's key page", async ({
  page,
}) => {
  await page.goto("/analysis");
  await expect(
    page.getByRole("heading", { level: 1, name: "Website Analysis Tool" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  const input = page.getByPlaceholder("Enter your API key");
  await expect(input).toHaveAttribute("type", "password");
  await expect(input).toHaveAttribute("required", "");
  await expect(page.getByRole("link", { name: /Get an API key/ })).toHaveAttribute(
    "href",
    provider.keyPageUrl,
  );

  await page.getByRole("button", { name: "Set API Key" }).click();
  expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(
    true,
  );
  expect((await emulator.stats()).requests["crawl.start"] ?? 0).toBe(0);
});

test("a valid key is checked by a one-page crawl, saved, and opens the analysis step", async ({
  page,
}) => {
  // The test crawl's start is held until the busy state has been seen: a start answered at once
  // would end that state before a busy machine looks.
  const releaseStart = await holdCrawlStart(page);
  await page.goto("/analysis");
  const crawlStart = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/v1/crawl"),
  );
  await submitKey(page, validApiKey);

  const busyButton = page.getByRole("button", { name: "Validating..." });
  await expect(busyButton).toBeDisabled();
  releaseStart();
  const body = (await crawlStart).postDataJSON();
  expect(body).toMatchObject({ url: provider.keyTestUrl, limit: 1 });

  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await expect(toast(page)).toHaveAttribute("data-variant", "success");
  await expect(
    page.getByRole("heading", { name: `${siteConfig.name} Website Analysis` }),
  ).toBeFocused();
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(validApiKey);
  // Each toast dismisses itself (after 3000 ms).
  await expect(toast(page)).toHaveCount(0, { timeout: 6000 });
});

test("an unknown key is refused with 'Invalid API key' and nothing is saved", async ({ page }) => {
  await page.goto("/analysis");
  await submitKey(page, "fc-not-a-real-key");
  await expect(toast(page)).toHaveText(/Invalid API key/);
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeEnabled();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test("an unreachable provider gives 'Failed to validate API key'", async ({ page }) => {
  await emulator.injectFault({ route: "crawl.start", kind: "reset" });
  await page.goto("/analysis");
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/Failed to validate API key/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

/** A key accepted on the first visit, then the page reloaded. */
async function reloadWithSavedKey(page: Page) {
  await page.goto("/analysis");
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await page.reload();
}

test("a reload shows the setup step again, saying a key is saved, with no test crawl", async ({
  page,
}) => {
  await reloadWithSavedKey(page);
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Crawl / })).toHaveCount(0);
  await expect(page.getByPlaceholder("Enter your API key")).toHaveValue("");
  await expect(
    page.getByText(`A ${provider.name} API key is saved in this browser.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Use saved key" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Forget key" })).toBeEnabled();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(validApiKey);
  // Only the first visit's key check crawled.
  expect((await emulator.stats()).requests["crawl.start"]).toBe(1);
  await expectAccessible(page);
});

test("after a reload the saved key is forgotten without a test crawl, focus on the key field", async ({
  page,
}) => {
  await reloadWithSavedKey(page);

  await page.getByRole("button", { name: "Forget key" }).click();
  const dialog = page.getByRole("dialog", { name: "Forget the API key?" });
  await expect(dialog).toContainText("The key is removed from this browser.");
  await dialog.getByRole("button", { name: "Forget key" }).click();
  await expect(toast(page)).toHaveText(/API key removed from this browser/);
  await expect(page.getByText(/API key is saved in this browser/)).toHaveCount(0);
  await expect(page.getByPlaceholder("Enter your API key")).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  expect((await emulator.stats()).requests["crawl.start"]).toBe(1);
});

test("after a reload the saved key opens the analysis step once its test crawl completes", async ({
  page,
}) => {
  await reloadWithSavedKey(page);
  const crawlStart = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/v1/crawl"),
  );
  await page.getByRole("button", { name: "Use saved key" }).click();
  expect((await crawlStart).postDataJSON()).toMatchObject({ url: provider.keyTestUrl, limit: 1 });
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await expect(
    page.getByRole("heading", { name: `${siteConfig.name} Website Analysis` }),
  ).toBeFocused();
});

test("before the page's script has run, the key form cannot be submitted to this site", async ({
  page,
}) => {
  // No script at all: what a visitor has in the moment between the prerendered HTML and hydration.
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/analysis");
  const input = page.getByPlaceholder("Enter your API key");
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeDisabled();
  await page.evaluate(() => {
    document.querySelector("form")?.addEventListener("submit", (event) => {
      event.preventDefault();
      document.body.dataset.submitted = "yes";
    });
  });

  await input.fill(validApiKey);
  await input.press("Enter");

  // Implicit submission is synchronous with the key press: had it happened, the mark would be set.
  await expect(page.locator("body")).not.toHaveAttribute("data-submitted", "yes");
  expect((await emulator.stats()).requests["crawl.start"] ?? 0).toBe(0);
});

test("a key typed before the page has hydrated is kept and validated once it has", async ({
  page,
}) => {
  // Hold the scripts back until the key is typed, as a slow connection would.
  const heldScripts: Route[] = [];
  let releaseScripts = false;
  let scriptHeld = () => {};
  const firstScriptHeld = new Promise<void>((resolve) => (scriptHeld = resolve));
  await page.route("**/*.js", async (route) => {
    if (releaseScripts) return route.continue();
    heldScripts.push(route);
    scriptHeld();
  });
  await page.goto("/analysis", { waitUntil: "commit" });
  await page.getByPlaceholder("Enter your API key").fill(validApiKey);
  await firstScriptHeld;
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeDisabled();

  releaseScripts = true;
  await Promise.all(heldScripts.map((route) => route.continue()));
  await page.getByRole("button", { name: "Set API Key" }).click();

  await expect(toast(page)).toHaveText(/API key validated and saved/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(validApiKey);
});

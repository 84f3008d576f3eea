import type { Page } from "@playwright/test";
import { emulatorUrl } from "./environment";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  scaleBudget,
  siteNamed,
  submitKey,
  test,
  toast,
  tool,
  validApiKey,
} from "./support";

test("a crawled page full of <script> and onerror= markup executes nothing", async ({ page }) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { hostile: true });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);

  const tab = panel(page, "Moving Services");
  const json = tab.getByRole("region", { name: "Extracted content (JSON)" });
  // The JSON is formatted a few pages at a time; read it once it is whole.
  await expect(json).toHaveAttribute("aria-busy", "false");
  await expect(json).toContainText('<script>document.title=\\"pwned\\";window.__xss=true</script>');
  await expect(json).toContainText("onerror=alert(1)");
  // The page list's rows: the charts above it have tables of their own.
  const pageRows = tab.getByRole("region", { name: /^Pages \(\d+\)$/ }).locator("tbody tr");
  await expect(pageRows.first()).toContainText("<img src=x onerror=alert(1)>");
  await expect(tab.locator("script, img, iframe, [onerror]")).toHaveCount(0);
  await json.scrollIntoViewIfNeeded();
  await json.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  await expect(page).not.toHaveTitle("pwned");
  expect(dialogs).toEqual([]);
});

test("a 100-page result of 50 KB pages renders and stays usable by keyboard and pointer", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { pages: 100, pageBytes: 50_000, pageIntervalMs: 0 });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, {
    timeout: 30_000,
  });

  const tab = panel(page, "Moving Services");
  await expect(tab.locator("[data-slot=crawl-figures]")).toContainText("Pages Crawled100");
  const json = tab.getByRole("region", { name: "Extracted content (JSON)" });
  // The JSON is formatted a few pages at a time; read it once it is whole.
  await expect(json).toHaveAttribute("aria-busy", "false");
  const size = await json.evaluate((box) => box.textContent?.length ?? 0);
  expect(size).toBeGreaterThan(100 * 2 * 50_000);

  // The audit and its charts arrive above the page list, with the filters among them: wait for
  // them, so that the keyboard scrolls the list once it has settled.
  await expect(page.getByRole("group", { name: "Show issues" })).toBeVisible({ timeout: 30_000 });
  // The last of the 100 pages is reachable from the keyboard in the scrolling page list.
  const rows = tab.getByRole("region", { name: "Pages (100)" }).locator("tbody tr");
  await expect(rows).toHaveCount(100);
  await expect(rows.last()).not.toBeInViewport();
  await tab.getByRole("region", { name: "Pages (100)" }).focus();
  await page.keyboard.press("End");
  await expect(rows.last()).toBeInViewport();
  await expect(rows.last()).toContainText(moving.url);

  // The 10 MB of JSON scrolls: to its end by keyboard, back up by the wheel, to its start again.
  const scrollTop = () => json.evaluate((box) => box.scrollTop);
  const lastBlock = json.locator("span").last();
  await expect(lastBlock).not.toBeInViewport();
  await json.focus();
  await page.keyboard.press("End");
  const leftBelow = () =>
    json.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);
  await expect.poll(leftBelow).toBeLessThanOrEqual(1);
  await expect(lastBlock).toBeInViewport();
  await expect(lastBlock).toContainText("]");
  const atEnd = await scrollTop();
  await json.hover();
  await page.mouse.wheel(0, -600);
  await expect.poll(scrollTop).toBeLessThan(atEnd);
  await page.keyboard.press("Home");
  await expect.poll(scrollTop).toBe(0);
  await expect(json.locator("span").first()).toBeInViewport();

  // The tabs still switch both ways, and the result is still there when its tab comes back.
  await page.getByRole("tab", { name: "Cleaning Services" }).click();
  await expect(page.getByRole("tab", { name: "Cleaning Services" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(panel(page, "Cleaning Services")).toContainText("No data yet.");
  await page.getByRole("tab", { name: "Moving Services" }).click();
  await expect(rows).toHaveCount(100);
  await expect(rows.last()).toContainText(moving.url);
});

test("the key never appears in a URL or a console message, and goes only to the provider", async ({
  page,
}) => {
  const consoleText: string[] = [];
  page.on("console", (message) => consoleText.push(message.text()));
  const requests: { url: string; authorization: string | undefined }[] = [];
  page.on("request", (request) =>
    requests.push({ url: request.url(), authorization: request.headers()["authorization"] }),
  );

  await page.goto("/analysis");
  await submitKey(page, "fc-wrong-key-for-the-log-check");
  await expect(toast(page)).toHaveText(/Invalid API key/);
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);

  expect(page.url()).not.toContain(validApiKey);
  for (const request of requests) expect(request.url).not.toContain(validApiKey);
  expect(consoleText.join("\n")).not.toContain(validApiKey);
  expect(consoleText.join("\n")).not.toContain("fc-wrong-key-for-the-log-check");
  const withKey = requests.filter((request) => request.authorization?.includes(validApiKey));
  expect(withKey.length).toBeGreaterThan(2);
  for (const request of withKey) expect(request.url.startsWith(`${emulatorUrl}/v1/`)).toBe(true);
});

test("the crawl client loads only when the analysis tool first needs it", async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      scripts.set(response.url(), await response.text());
    }
  });
  // The idempotency header name is a string only the crawl client carries.
  const clientMarker = "x-idempotency-key";
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts.values()].some((source) => source.includes(clientMarker))).toBe(false);

  await page.goto("/analysis");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect([...scripts.values()].some((source) => source.includes(clientMarker))).toBe(false);

  // The key check is the first request to the provider: the client arrives with it.
  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  expect([...scripts.values()].some((source) => source.includes(clientMarker))).toBe(true);
});

/** Setup, analysis step and a result, each checked at the viewport the test set. */
async function expectAccessibleThroughACrawl(page: Page) {
  await page.goto("/analysis");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await expectAccessible(page);

  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  await expectAccessible(page, tool);

  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  await expect(
    panel(page, "Moving Services").getByRole("region", { name: "Pages (5)" }).locator("tbody tr"),
  ).toHaveCount(5);
  await expectAccessible(page, tool);
}

test("at desktop width both steps and a crawl result are accessible", async ({ page }) => {
  scaleBudget(1.5);
  await expectAccessibleThroughACrawl(page);
});

test("at 375 px both steps and a crawl result are accessible", async ({ page }) => {
  scaleBudget(1.5);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessibleThroughACrawl(page);
});

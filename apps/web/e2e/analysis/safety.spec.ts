import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { emulatorUrl } from "./environment";
import {
  emulator,
  expect,
  openWithValidKey,
  siteNamed,
  submitKey,
  test,
  toast,
  validApiKey,
} from "./support";

const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

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
  await expect(json).toContainText('<script>document.title=\\"pwned\\";window.__xss=true</script>');
  await expect(json).toContainText("onerror=alert(1)");
  await expect(tab.locator("tbody tr").first()).toContainText("<img src=x onerror=alert(1)>");
  await expect(tab.locator("script, img, iframe, [onerror]")).toHaveCount(0);
  await json.scrollIntoViewIfNeeded();
  await json.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  await expect(page).not.toHaveTitle("pwned");
  expect(dialogs).toEqual([]);
});

test("a 100-page result of 50 KB pages renders, scrolls and stays usable", async ({ page }) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { pages: 100, pageBytes: 50_000, pageIntervalMs: 0 });
  await openWithValidKey(page);
  // Figures, not assertions: how long the main thread was blocked while the result arrived.
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as { longTasks?: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, {
    timeout: 30_000,
  });

  const tab = panel(page, "Moving Services");
  await expect(tab.locator("dl")).toContainText("Pages Crawled100");
  await expect(tab.locator("tbody tr")).toHaveCount(100);
  const json = tab.getByRole("region", { name: "Extracted content (JSON)" });
  const size = await json.evaluate((box) => box.textContent?.length ?? 0);
  expect(size).toBeGreaterThan(100 * 2 * 50_000);
  const longTasks = await page.evaluate(() => (window as { longTasks?: number[] }).longTasks ?? []);
  console.info(
    `large result: ${(size / 1e6).toFixed(1)} MB of JSON text; ${longTasks.length} long tasks, ` +
      `longest ${Math.round(Math.max(0, ...longTasks))} ms`,
  );

  // The page still answers: the tail of the JSON is reachable and the tabs still switch.
  await json.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(json.locator("span").last()).toContainText("]");
  await page.getByRole("tab", { name: "Cleaning Services" }).click();
  await expect(panel(page, "Cleaning Services")).toContainText("No data yet.");
  await page.getByRole("tab", { name: "Moving Services" }).click();
  await expect(tab.locator("tbody tr").last()).toContainText(moving.url);
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

test("the crawl client loads only with the analysis page", async ({ page }) => {
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
  expect([...scripts.values()].some((source) => source.includes(clientMarker))).toBe(true);
});

test("both steps and a crawl result have no accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/analysis");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await submitKey(page, validApiKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

import { emulatorUrl } from "./environment";
import {
  emulator,
  expect,
  expectAccessible,
  jobStatus,
  openWithValidKey,
  siteNamed,
  test,
  toast,
  validApiKey,
} from "./support";

/** The crawls the provider runs for the key, asked with the test's own request. */
async function activeCrawlIds(): Promise<string[]> {
  const response = await fetch(`${emulatorUrl}/v1/crawl/active`, {
    headers: { authorization: `Bearer ${validApiKey}` },
  });
  return ((await response.json()) as { crawls: { id: string }[] }).crawls.map((crawl) => crawl.id);
}

test("a crawl whose start was in flight when the page was reloaded is listed on the next visit and cancelled there", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { neverFinish: true });
  await openWithValidKey(page);
  // The start reaches the provider, which makes the job, but its answer is kept from the page,
  // which is reloaded first: no id ever arrives, however long the reload takes.
  let startAnswered = () => {};
  const answered = new Promise<void>((resolve) => (startAnswered = resolve));
  await page.route(
    (url) => url.href === `${emulatorUrl}/v1/crawl`,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await route.fetch();
      startAnswered();
    },
  );
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await answered;
  await page.reload();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  expect((await emulator.stats()).requests["crawl.cancel"] ?? 0).toBe(0);

  const left = page.getByRole("region", { name: "Crawls left running" });
  await expect(left).toContainText("Moving Services, started at");
  await expect(left).toContainText("found by its address and page limit");
  const [jobId] = await activeCrawlIds();
  expect(jobId).toBeDefined();
  await expect(left).toContainText(`as job ${jobId}`);
  expect(await jobStatus(jobId ?? "")).toBe("scraping");
  await expectAccessible(page);

  await left.getByRole("button", { name: "Cancel on the provider (Moving Services)" }).click();
  await expect(left.getByRole("status")).toHaveText("Cancelled.");
  await expect(left.getByRole("heading", { name: "Crawls left running" })).toBeFocused();
  await expect(toast(page)).toHaveText(/Crawl of Moving Services cancelled/);
  expect(await jobStatus(jobId ?? "")).toBe("cancelled");
  expect(await activeCrawlIds()).toEqual([]);
  // Nothing is left to look for on the next visit.
  expect(
    await page.evaluate(() => sessionStorage.getItem("keystone-analysis-pending-starts")),
  ).toBeNull();
});

test("a crawl the page saw start and cancelled on leaving is not listed on the next visit", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { neverFinish: true });
  await openWithValidKey(page);
  const started = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/v1/crawl"),
  );
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  const { id } = (await (await started).json()) as { id: string };
  await expect
    .poll(async () => (await emulator.stats()).requests["crawl.status"])
    .toBeGreaterThan(1);
  await page.reload();
  await expect.poll(() => jobStatus(id)).toBe("cancelled");
  await expect(page.getByText(/API key is saved in this browser/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("keystone-analysis-pending-starts")))
    .toBeNull();
  await expect(page.getByRole("region", { name: "Crawls left running" })).toHaveCount(0);
});

import type { Page } from "@playwright/test";
import { moving } from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  sites,
  test,
  toast,
} from "./support";

async function crawlAllAndCompare(page: Page) {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl All Websites" }).click();
  await expect(toast(page)).toHaveText(/Financial Services crawled successfully/, {
    timeout: 45_000,
  });
  const table = page.getByRole("table", { name: "Comparison of the crawled sites" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Measure",
    ...sites.map((site) => site.name),
  ]);
  return table;
}

test("after Crawl All one table compares pages, errors and each finding per site, with a chart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = await crawlAllAndCompare(page);
  const row = (name: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row("Pages").getByRole("cell")).toHaveText(["5", "5", "5"]);
  await expect(row("Errors (4xx/5xx)").getByRole("cell")).toHaveText(["1", "0", "0"]);
  await expect(row("Broken internal links").getByRole("cell")).toHaveText(["1", "0", "0"]);
  await expect(row("Pages without a title").getByRole("cell")).toHaveText(["1", "0", "0"]);
  await expect(row("Thin pages (fewer than 100 words)").getByRole("cell")).toHaveText([
    "1",
    "0",
    "0",
  ]);

  const chart = page.getByRole("figure", { name: /Findings per site/ });
  await expect(chart).toContainText("The comparison table above gives the same figures.");
  await expect(chart.locator("svg")).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator("svg text")).toContainText(sites.map((site) => site.name));
  await expect(chart.locator("[data-slot=bar-chart-bar]")).toHaveCount(3);
  await expectAccessible(page);
});

test("at 375 px the findings, comparison and history are accessible and fit the screen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await crawlAllAndCompare(page);
  const tab = panel(page, "Moving Services");
  for (const summary of await tab.locator("[data-slot=site-insights] summary").all()) {
    await summary.click();
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear history" }).click();
  await expect(page.getByRole("group", { name: /Delete every saved crawl/ })).toBeVisible();
  // Only the history's confirmation changed.
  await expectAccessible(page, "[data-slot=confirm-action][data-state=asking]");
});

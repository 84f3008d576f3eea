import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "@playwright/test";
import { moving } from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  scaleBudget,
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
  const table = page.getByRole("table", {
    name: "Issues per severity and category of each crawled site",
  });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Measure",
    ...sites.map((site) => site.name),
  ]);
  return table;
}

test("after Crawl All the sites are compared side by side: health, issues per severity and per category, filtered like the tabs", async ({
  page,
}) => {
  scaleBudget(1.5);
  const table = await crawlAllAndCompare(page);
  const row = (name: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row("Pages").getByRole("cell")).toHaveText(["5", "5", "5"]);
  await expect(row("Errors").getByRole("cell").first()).toHaveText(/^[1-9]/);
  await expect(row("Response codes").getByRole("cell").first()).toHaveText(/^[1-9]/);
  await expect(row("Health score").getByRole("cell")).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/]);
  const comparison = page.locator("[data-slot=site-comparison]");
  for (const site of sites) {
    await expect(
      comparison.getByRole("meter", { name: `Health score of ${site.name}` }),
    ).toBeVisible();
  }

  await page
    .getByRole("group", { name: "Show issues" })
    .getByRole("checkbox", { name: "Errors" })
    .check();
  await expect(row("Warnings")).toHaveCount(0);
  await expect(row("Errors")).toHaveCount(1);
  await page
    .getByRole("group", { name: "Show issues" })
    .getByRole("checkbox", { name: "Titles" })
    .check();
  await expect(row("Links")).toHaveCount(0);
  await expect(row("Titles").getByRole("cell")).toHaveText(["1", "0", "0"]);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Findings CSV, all sites" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("all-sites-findings.csv");
  const { data } = Papa.parse<string[]>(await readFile((await file.path()) ?? "", "utf8"), {
    skipEmptyLines: true,
  });
  expect(data[0]).toEqual(["Site", "Category", "Severity", "Issue", "Page URL", "Detail"]);
  expect(data.map((row) => row[0])).toContain("Moving Services");

  // Issues per category, the sites side by side (filtered: Errors in Titles). Its table sits
  // behind the chart's disclosure: opened, it says for each site what the table beside it says.
  const equivalent = comparison.locator("details[data-slot=chart-text-equivalent]", {
    has: page.locator("summary", { hasText: "Show the categories as a table" }),
  });
  await equivalent.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(equivalent).toHaveAttribute("open", "");
  const chart = equivalent.getByRole("table", { name: /^Issues shown per site, by category/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole("columnheader")).toHaveText([
    "Category",
    "Site",
    "Errors",
    "Warnings",
    "Notices",
    "Total",
  ]);
  // Filtered like the table beside it: Titles only, a row per site, the errors it counts.
  await expect(chart.getByRole("rowheader")).toHaveText(sites.map(() => "Titles"));
  const titles = await row("Titles").getByRole("cell").allTextContents();
  for (const [index, site] of sites.entries()) {
    await expect(
      chart
        .getByRole("row")
        .nth(index + 1)
        .getByRole("cell"),
    ).toHaveText([site.name, titles[index] ?? "?", "0", "0", titles[index] ?? "?"]);
  }
  await expect(chart).not.toContainText("Links");
  await expectAccessible(page);
});

test("at 375 px the audits, filters, comparison and history are accessible and fit the screen", async ({
  page,
}) => {
  scaleBudget(1.5);
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

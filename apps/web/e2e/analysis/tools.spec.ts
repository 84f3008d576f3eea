import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import readXlsxFile from "read-excel-file/node";
import { movingPage } from "./defect-site";
import { crawlAndAnalyse, issue, moving, openIssue } from "./insights-support";
import { emulator, expect, expectAccessible, openWithValidKey, test } from "./support";

test.beforeEach(async () => {
  await emulator.setSite(moving.url, { defects: true });
});

const BROKEN = movingPage("/brochure-2019");

/** The rows of an inlinks table as [from, anchor text, position]. */
async function inlinkRows(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")),
    );
}

/** The bytes of the file a click on `button` downloads. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const event = page.waitForEvent("download");
  await button.click();
  const file = await event;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? "") };
}

const healthOf = (tab: Locator) =>
  tab.getByRole("meter", { name: "Health score of Moving Services" });

test("a broken page's inlinks give each linking page, its anchor text and position; the one-URL view finds the page by a part of its address and keeps it in the query; the CSVs start with a byte order mark and the XLSX opens", async ({
  page,
}) => {
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  // From the issue's page list: the brochure taken down, linked from a post and the guides' footer.
  const row = await openIssue(tab, "status-4xx");
  const item = row.locator("li", { hasText: BROKEN });
  const inlinksButton = item.getByRole("button", { name: /^Inlinks \(\d+\)$/ });
  await inlinksButton.click();
  await expect(inlinksButton).toHaveAttribute("aria-expanded", "true");
  const table = item.getByRole("table", { name: `Pages linking to ${BROKEN}` });
  const rows = await inlinkRows(table);
  expect(rows).toContainEqual([movingPage("/tips"), "Download the 2019 brochure", "Content"]);
  expect(rows).toContainEqual([movingPage("/guides/long-distance"), "Our brochure", "Footer"]);
  expect(rows.every(([, , position]) => position !== "Unknown (no html)")).toBe(true);

  // One URL: a plain substring (a pattern's characters are not a pattern), then the page's view.
  const search = tab.getByRole("searchbox", { name: "Find a page of Moving Services" });
  await search.fill("brochure-2019");
  const matches = tab.getByRole("list", { name: "Pages of Moving Services matching the search" });
  await expect(matches.getByRole("button")).toHaveText([BROKEN]);
  await search.fill(".*");
  await expect(matches.getByRole("button")).toHaveCount(0);
  await search.fill("BROCHURE");
  await matches.getByRole("button", { name: BROKEN }).click();
  const view = tab.getByRole("region", { name: `Page ${BROKEN}` });
  await expect(view.locator("[data-slot=page-facts]")).toContainText("Status404");
  await expect(view.locator("[data-slot=page-facts]")).toContainText(
    "Non-Indexable (Client Error)",
  );
  await expect(view.locator("[data-slot=page-issues] [data-check=status-4xx]")).toContainText(
    "Page answers a client error (4xx)",
  );
  expect(await inlinkRows(view.getByRole("table", { name: /^Inlinks/ }))).toEqual(rows);
  expect(new URL(page.url()).searchParams.get("page")).toBe(BROKEN);
  // The view took the focus from the list; the search, its list and the view pass axe.
  await expect(view.getByRole("heading", { name: `Page ${BROKEN}` })).toBeFocused();
  await expectAccessible(page, "[data-slot=url-inspector]");

  const pagesCsv = await download(page, tab.getByRole("button", { name: "Pages CSV" }));
  expect(pagesCsv.name).toBe("moving-pages.csv");
  expect([...pagesCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const { data } = Papa.parse<string[]>(pagesCsv.bytes.toString("utf8"), { skipEmptyLines: true });
  expect(data[0]?.slice(0, 3)).toEqual(["Address", "Status Code", "Final URL"]);
  expect(data[0]).toContain("Indexability");
  expect(data).toContainEqual(
    expect.arrayContaining([BROKEN, "404", "Non-Indexable", "Client Error"]),
  );
  const findingsCsv = await download(page, tab.getByRole("button", { name: "Findings CSV" }));
  expect([...findingsCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const workbook = await download(
    page,
    tab.getByRole("button", { name: "XLSX (pages and findings)" }),
  );
  expect(workbook.name).toBe("moving-audit.xlsx");
  const sheets = await readXlsxFile(workbook.bytes);
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Pages", "Findings"]);
  expect(sheets[0]?.data.length).toBe(data.length);
  expect(sheets[1]?.data).toContainEqual(
    expect.arrayContaining(["Moving Services", "Page answers a client error (4xx)", BROKEN]),
  );
});

test("ignoring a check leaves it out of the health score and the counts, survives a reload, and is undone from the ignored issues", async ({
  page,
}) => {
  // The small audit site (five pages, one of them 404): this test crawls twice.
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  const health = await healthOf(tab).getAttribute("aria-valuenow");
  const errors = tab.locator("[data-severity=error] [data-slot=severity-counts-count]");
  const errorCount = Number(await errors.textContent());

  const row = await openIssue(tab, "status-4xx");
  const ignore = row.getByRole("button", { name: "Ignore this check on the site" });
  await ignore.focus();
  await page.keyboard.press("Enter");
  await expect(issue(tab, "status-4xx")).toHaveCount(0);
  await expect(errors).toHaveText(String(errorCount - 1));
  await expect(healthOf(tab)).not.toHaveAttribute("aria-valuenow", health ?? "");
  const ignoredHealth = await healthOf(tab).getAttribute("aria-valuenow");
  expect(Number(ignoredHealth)).toBeGreaterThan(Number(health));
  await expect(tab.locator("[data-slot=ignored-summary]")).toContainText("1 kind of issue ignored");

  await page.reload();
  await openWithValidKey(page);
  tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(healthOf(tab)).toHaveAttribute("aria-valuenow", ignoredHealth ?? "");
  await expect(issue(tab, "status-4xx")).toHaveCount(0);

  const show = tab.getByRole("button", { name: "Show ignored issues" });
  await show.click();
  await expect(show).toHaveAttribute("aria-pressed", "true");
  const ignored = tab.locator("[data-slot=ignored-list]");
  await ignored.locator("details[data-check=status-4xx] summary").click();
  await ignored.getByRole("button", { name: "Stop ignoring this check" }).click();
  await expect(healthOf(tab)).toHaveAttribute("aria-valuenow", health ?? "");
  await expect(errors).toHaveText(String(errorCount));
  await expect(issue(tab, "status-4xx")).toHaveCount(1);
  await expect(tab.locator("[data-slot=ignored-issues]")).toHaveCount(0);
});

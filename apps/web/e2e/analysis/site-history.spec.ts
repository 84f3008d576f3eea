import type { Locator, Page } from "@playwright/test";
import { crawlAndAnalyse, finding, findingCount, moving, storedCrawls } from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  scaleBudget,
  test,
  toast,
} from "./support";

/** The History section of Moving Services, wherever the tab places it. */
const historyOf = (tab: Locator) => tab.getByRole("region", { name: "History of Moving Services" });
/** Its kept crawls, newest first, each a group named by its date. */
const keptCrawls = (history: Locator) => history.getByRole("group", { name: /^Crawl of / });

/** The health score the site's tab shows for its latest crawl. */
async function shownScore(tab: Locator): Promise<string> {
  const meter = tab.getByRole("meter", { name: "Health score of Moving Services", exact: true });
  const score = await meter.getAttribute("aria-valuenow");
  if (score === null) throw new Error("no health score on screen");
  return score;
}

async function crawlAgain(page: Page) {
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
}

const word = (text: string) => new RegExp(`\\b${text}\\b`);

test("a site's history lists its crawls with their scores on the trend, opens an older one, compares two through a shared link, and deletes", async ({
  page,
}) => {
  // Three crawls in turn, and a reload.
  scaleBudget(2.5);
  await emulator.setSite(moving.url, { audit: true, revision: 0 });
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  const firstScore = await shownScore(tab);
  await expect(keptCrawls(historyOf(tab))).toHaveCount(1);

  // The site changes: a page added, a title given, an H1 lost.
  await emulator.setSite(moving.url, { audit: true, revision: 1 });
  await crawlAgain(page);
  tab = panel(page, "Moving Services");
  await expect(tab.getByText(/Previous crawl:/)).toBeVisible({ timeout: 30_000 });
  const secondScore = await shownScore(tab);
  expect(secondScore).not.toBe(firstScore);

  // The history lists both, newest first, each with its health score.
  const history = historyOf(tab);
  const crawls = keptCrawls(history);
  await expect(crawls).toHaveCount(2);
  await expect(crawls.nth(0)).toHaveAccessibleName(/\(latest\)$/);
  await expect(crawls.nth(0)).toContainText(`health score ${secondScore},`);
  await expect(crawls.nth(1)).toContainText(`health score ${firstScore},`);

  // The trend has a point per crawl, oldest first, each named with its score.
  const trend = tab.getByRole("region", { name: "Health of Moving Services over time" });
  const points = trend.getByRole("button");
  await expect(points).toHaveCount(2);
  await expect(points.nth(0)).toHaveAccessibleName(word(firstScore));
  await expect(points.nth(1)).toHaveAccessibleName(word(secondScore));

  // Open the older crawl: its audit, read only, with its own score, in the address.
  await crawls
    .nth(1)
    .getByRole("button", { name: /^Open the crawl of / })
    .click();
  const opened = history.getByRole("region", { name: /^Crawl of .+ \(read only\)$/ });
  await expect(opened.getByRole("heading", { name: /\(read only\)$/ })).toBeFocused();
  await expect(opened.getByRole("meter")).toHaveAttribute("aria-valuenow", firstScore);
  await expect(opened.locator("details[data-slot=issue-row]")).not.toHaveCount(0);
  await expect(page).toHaveURL(/[?&]history-moving=open:\d+$/);
  await expectAccessible(page, "[data-slot=site-history]");
  // A point of the trend opens its crawl too: the latest.
  await points.nth(1).click();
  await expect(opened.getByRole("meter")).toHaveAttribute("aria-valuenow", secondScore);

  // Compare the two: the page added, the title fixed, the H1 lost.
  await crawls
    .nth(0)
    .getByRole("checkbox", { name: /^Compare the crawl of / })
    .check();
  await crawls
    .nth(1)
    .getByRole("checkbox", { name: /^Compare the crawl of / })
    .check();
  await expect(page).toHaveURL(/[?&]history-moving=compare:(\d+)-(\d+)$/);
  await expect(opened).toHaveCount(0);
  const shared = page.url();
  const expectComparison = async (scope: Locator) => {
    const changes = scope.getByRole("region", { name: /^Changes from .+ to .+$/ });
    await expect(findingCount(changes, "Pages added")).toHaveText("1");
    await finding(changes, "Pages added").locator("summary").click();
    await expect(finding(changes, "Pages added")).toContainText(`${moving.url}/page-5`);
    const fixed = changes.getByRole("region", { name: /^Fixed issues \(\d+\)$/ });
    await fixed.locator('details[data-check="missing-title"] summary').click();
    await expect(fixed.locator('details[data-check="missing-title"]')).toContainText(
      `${moving.url}/page-1`,
    );
    const added = changes.getByRole("region", { name: /^New issues \(\d+\)$/ });
    await expect(added.locator('details[data-check="missing-h1"]')).toHaveCount(1);
  };
  await expectComparison(history);
  await expectAccessible(page, "[data-slot=site-history]");

  // The shared address, reloaded: once the history is on screen, the same two are compared.
  await page.reload();
  expect(page.url()).toBe(shared);
  await page.getByRole("button", { name: "Use saved key" }).click();
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(keptCrawls(historyOf(tab))).toHaveCount(3);
  await expect(keptCrawls(historyOf(tab)).getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(keptCrawls(historyOf(tab)).nth(0).getByRole("checkbox")).not.toBeChecked();
  await expectComparison(historyOf(tab));

  // Delete the oldest, which the comparison names: it goes, and so does the comparison.
  const oldest = keptCrawls(historyOf(tab)).nth(2);
  await oldest.getByRole("button", { name: "Delete" }).click();
  await oldest.getByRole("button", { name: "Delete crawl" }).click();
  await expect(keptCrawls(historyOf(tab))).toHaveCount(2);
  await expect(historyOf(tab).getByRole("region", { name: /^Changes from / })).toHaveCount(0);
  await expect(page).not.toHaveURL(/history-moving=/);
  await expect(
    tab.getByRole("region", { name: "Health of Moving Services over time" }).getByRole("button"),
  ).toHaveCount(2);
  expect(await storedCrawls(page)).toHaveLength(2);

  // And all of the site's, after asking.
  await historyOf(tab)
    .getByRole("button", { name: "Delete all crawls of Moving Services" })
    .click();
  await historyOf(tab).getByRole("button", { name: "Delete all" }).click();
  await expect(historyOf(tab)).toContainText(
    "No crawl of Moving Services is kept in this browser.",
  );
  expect(await storedCrawls(page)).toEqual([]);
});

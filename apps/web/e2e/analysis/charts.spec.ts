import type { Locator, Page } from "@playwright/test";
import { crawlAndAnalyse, moving } from "./insights-support";
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

/** The chart modules' chunks, by the file names the build gives them. */
const CHART_CHUNK = /(category-bars-chart|depth-chart|structure-tree)[^/]*\.js$/;

const section = (tab: Locator, name: string | RegExp) =>
  tab.getByRole("region", { name, exact: typeof name === "string" });

/** The depth chart's table, the one with a "Not reached" row. */
const depthTable = (scope: Locator) => scope.getByRole("table").filter({ hasText: "Not reached" });

/** The integers a row of a chart's table says, in the order it says them. */
async function rowNumbers(table: Locator, rowName: string): Promise<number[]> {
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: rowName, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = (await row.getByRole("cell").allTextContents()).join(" ");
  return [...cells.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

/** Items per category label and severity, as the issue rows of the audit say them. */
async function issueRowTotals(tab: Locator): Promise<Map<string, [number, number, number]>> {
  const rows = await tab.locator("details[data-slot=issue-row]").evaluateAll((all) =>
    all.map((row) => ({
      severity: row.getAttribute("data-severity") ?? "",
      category: row.querySelector("[data-slot=issue-row-category]")?.textContent ?? "",
      count: Number(
        (row.querySelector("[data-slot=issue-row-count]")?.textContent ?? "").replace(/\D/g, ""),
      ),
    })),
  );
  const totals = new Map<string, [number, number, number]>();
  for (const { severity, category, count } of rows) {
    const counts = totals.get(category) ?? [0, 0, 0];
    const at = ["error", "warning", "notice"].indexOf(severity);
    counts[at] = (counts[at] ?? 0) + count;
    totals.set(category, counts);
  }
  return totals;
}

/** Pages per bucket of the depth chart, from the audit's own "Depth from the start URL" groups. */
async function depthListingTotals(tab: Locator): Promise<Map<string, number>> {
  const groups = await section(tab, "Depth from the start URL")
    .locator("details[data-slot=finding-group]")
    .evaluateAll((all) =>
      all.map((group) => ({
        // The summary's label, without the count beside it.
        label: group.querySelector("summary span:not([data-slot])")?.textContent ?? "",
        count: Number(
          (group.querySelector("[data-slot=finding-group-count]")?.textContent ?? "").replace(
            /\D/g,
            "",
          ),
        ),
      })),
    );
  const totals = new Map<string, number>();
  for (const { label, count } of groups) {
    const depth = /Depth (\d+)/.exec(label)?.[1];
    const bucket = label.startsWith("Not reached")
      ? "Not reached"
      : depth === undefined
        ? "?"
        : Number(depth) === 0
          ? "0 (start URL)"
          : Number(depth) >= 5
            ? "5+"
            : depth;
    totals.set(bucket, (totals.get(bucket) ?? 0) + count);
  }
  return totals;
}

/** Presses Tab until the focus is inside `scope`, and says how many presses it took. */
async function tabInto(page: Page, scope: Locator, most = 400): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press("Tab");
    if (await scope.evaluate((element) => element.contains(document.activeElement))) return presses;
  }
  throw new Error(`the keyboard did not reach ${String(scope)} in ${most} presses of Tab`);
}

/**
 * Where a chart puts its text equivalent behind a control (a "Show as table" button, a closed
 * <details>), the keyboard opens it: Enter on what is focused while it says it is collapsed.
 */
async function openIfCollapsed(page: Page) {
  const collapsed = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return false;
    if (focused.getAttribute("aria-expanded") === "false") return true;
    const details = focused.tagName === "SUMMARY" ? focused.parentElement : null;
    return details instanceof HTMLDetailsElement && !details.open;
  });
  if (collapsed) await page.keyboard.press("Enter");
}

test("after a crawl the site's tab reads from the top, and the chart code loads only then", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/");
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  expect(
    scripts.filter((url) => CHART_CHUNK.test(url)),
    "chart code before a result",
  ).toEqual([]);

  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(depthTable(tab)).toBeVisible();
  expect(scripts.filter((url) => CHART_CHUNK.test(url)).length).toBeGreaterThan(0);

  // The sections in the order the audit tools read, each a region named by its heading.
  const order = [
    tab.locator("[data-slot=crawl-figures]"),
    section(tab, "Health"),
    section(tab, "Issues by category"),
    section(tab, /^Site audit \(\d+ kinds? of issue\)$/),
    section(tab, "Changes since the last crawl"),
    section(tab, "Structure and depth"),
    tab.getByRole("region", { name: /^Pages \(\d+\)$/ }),
    section(tab, "Extracted content (JSON)"),
  ];
  const tops: number[] = [];
  for (const part of order) {
    await expect(part).toHaveCount(1);
    tops.push(await part.evaluate((element) => element.getBoundingClientRect().top));
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // The filters sit with the issues they filter, inside the tab, no longer above the tabs.
  const filters = page.getByRole("group", { name: "Show issues" });
  await expect(
    section(tab, /^Site audit/).getByRole("group", { name: "Show issues" }),
  ).toBeVisible();
  await expect(filters).toHaveCount(1);
  const tabsTop = await page
    .getByRole("tablist")
    .evaluate((list) => list.getBoundingClientRect().top);
  expect(await filters.evaluate((group) => group.getBoundingClientRect().top)).toBeGreaterThan(
    tabsTop,
  );
  // Every heading of the tab is one level under the site's.
  const levels = await tab
    .locator("h4, h5, h6")
    .evaluateAll((all) => all.map((heading) => heading.tagName));
  expect(levels[0]).toBe("H4");
  await expectAccessible(page, "[data-slot=site-insights]");
});

test("a keyboard alone reaches each chart's text equivalent, with the audit's numbers", async ({
  page,
}) => {
  scaleBudget(1.5);
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  // The crawl ends with the focus on the site's heading, where the keyboard walk starts.
  await expect(page.getByRole("heading", { level: 3, name: "Moving Services" })).toBeFocused();
  const pagesCrawled = Number(
    (await tab.locator("[data-slot=crawl-figures]").textContent())?.match(
      /Pages Crawled(\d+)/,
    )?.[1],
  );
  expect(pagesCrawled).toBeGreaterThan(1);

  // Issues by category: each category's errors, warnings and notices, as the issue rows count them.
  const categories = section(tab, "Issues by category");
  await tabInto(page, categories);
  await openIfCollapsed(page);
  const categoryTable = categories.getByRole("table");
  await expect(categoryTable).toBeVisible();
  const totals = await issueRowTotals(tab);
  expect(totals.size).toBeGreaterThan(1);
  for (const [category, counts] of totals) {
    expect((await rowNumbers(categoryTable, category)).slice(0, 3), category).toEqual(counts);
  }

  // Structure: the tree's root holds every crawled page.
  const structure = section(tab, "Structure and depth");
  await tabInto(page, structure);
  await openIfCollapsed(page);
  const tree = structure.getByRole("tree").or(structure.getByRole("list")).first();
  await expect(tree).toBeVisible();
  await expect(tree.getByRole("treeitem").or(tree.getByRole("listitem")).first()).toContainText(
    new RegExp(`\\b${pagesCrawled}\\b`),
  );

  // Depth: every bucket, the audit's depth groups' pages in each, all pages counted once.
  const depth = depthTable(structure);
  for (let presses = 0; presses < 60; presses += 1) {
    if (await depth.isVisible()) break;
    await page.keyboard.press("Tab");
    await openIfCollapsed(page);
  }
  await expect(depth).toBeVisible();
  const expected = await depthListingTotals(tab);
  let counted = 0;
  for (const bucket of ["0 (start URL)", "1", "2", "3", "4", "5+", "Not reached"]) {
    const [pages] = await rowNumbers(depth, bucket);
    expect(pages, bucket).toBe(expected.get(bucket) ?? 0);
    counted += pages ?? 0;
  }
  expect(counted).toBe(pagesCrawled);
  expect(expected.get("0 (start URL)")).toBe(1);
});

test("on a 360 px wide screen the charts fit without widening the page", async ({ page }) => {
  scaleBudget(1.5);
  await page.setViewportSize({ width: 360, height: 780 });
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(depthTable(tab)).toBeAttached();
  for (const name of ["Health", "Issues by category", "Structure and depth"]) {
    const box = await section(tab, name).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(360);
  }
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test("the audit and its charts arriving above the page list do not move it under a keyboard user", async ({
  page,
}) => {
  // The findings worker is held until the keyboard is in the page list, so that they arrive then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/analysis\.worker[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await emulator.setSite(moving.url, { audit: true, pages: 40 });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  const tab = panel(page, "Moving Services");
  await expect(tab.getByRole("status").filter({ hasText: "Analysing the crawl" })).toBeVisible();
  const list = tab.getByRole("region", { name: /^Pages \(\d+\)$/ });
  await tabInto(page, list);
  await expect(list).toBeFocused();
  await page.keyboard.press("PageDown");
  const top = () => list.evaluate((element) => element.getBoundingClientRect().top);
  const before = await top();

  release();
  await expect(depthTable(tab)).toBeVisible();
  await expect(tab.locator("[data-slot=site-audit]")).toBeVisible();
  // Two frames, so that whatever the arrival moved has been laid out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  await expect(list).toBeFocused();
});

import type { Locator, Page } from "@playwright/test";
import { emulatorUrl } from "./environment";
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

/**
 * The depth chart, drawn: its bars are on screen. (Its table sits closed behind a disclosure, out
 * of the accessibility tree until opened, so it cannot say that the chart is there.)
 */
const depthBars = (scope: Locator) => scope.locator("[data-slot=depth-chart-bar]").first();

/** A chart's text equivalent: the disclosure whose summary says what it holds. */
const textEquivalent = (scope: Locator, summary: string) =>
  scope.locator("details[data-slot=chart-text-equivalent]", {
    has: scope.page().locator("summary", { hasText: summary }),
  });

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

/**
 * Serves the finished crawl with one more page of the site that no page links to, as a sitemap
 * brings one in: the audit cannot reach it from the start URL. (The emulator's audit site links
 * every page it serves, so its depth chart would have nothing "Not reached".)
 */
async function addUnlinkedPage(page: Page, path: string) {
  type Answer = { status?: string; completed?: number; total?: number };
  let template: Record<string, unknown> | undefined;
  await page.route(
    (url) => url.href.startsWith(emulatorUrl) && /^\/v[12]\/crawl\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as Answer & { data?: Record<string, unknown>[] };
      template ??= answer.data?.[0];
      const skip = Number(new URL(route.request().url()).searchParams.get("skip") ?? 0);
      const served = skip + (answer.data?.length ?? 0);
      if (answer.status === "completed" && template) {
        // The added page comes last, after the site's own; the totals count it on every answer.
        if (served === answer.completed) {
          answer.data = [
            ...(answer.data ?? []),
            {
              ...template,
              markdown: "# Spring offer\n\nA landing page of the season.",
              metadata: {
                ...(template.metadata as object),
                sourceURL: `${moving.url}${path}`,
                url: `${moving.url}${path}`,
                title: "Spring offer",
              },
            },
          ];
        }
        answer.completed = (answer.completed ?? 0) + 1;
        answer.total = (answer.total ?? 0) + 1;
      }
      await route.fulfill({ response, json: answer });
    },
  );
}

/** Presses Tab until the focus is inside `scope`, and says how many presses it took. */
async function tabInto(page: Page, scope: Locator, most = 400): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press("Tab");
    if (await scope.evaluate((element) => element.contains(document.activeElement))) return presses;
  }
  throw new Error(`the keyboard did not reach ${String(scope)} in ${most} presses of Tab`);
}

/** Presses Tab until the focus is on `target` itself. */
async function tabTo(page: Page, target: Locator, most = 200) {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`the keyboard did not reach ${String(target)} in ${most} presses of Tab`);
}

/**
 * Opens a chart's text equivalent as a keyboard user does: Tab on to its summary, which says it is
 * closed, and Enter.
 */
async function openWithKeyboard(page: Page, equivalent: Locator) {
  await tabTo(page, equivalent.locator("summary"));
  await expect(equivalent).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(equivalent).toHaveAttribute("open", "");
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
  await expect(depthBars(tab)).toBeVisible();
  for (const slot of ["category-bars-chart", "structure-tree", "depth-chart"]) {
    await expect(tab.locator(`figure[data-slot=${slot}]`), slot).toHaveCount(1);
  }
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
  await addUnlinkedPage(page, "/landing/spring-offer");
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
  const categoryText = textEquivalent(categories, "Show the categories as a table");
  await openWithKeyboard(page, categoryText);
  const categoryTable = categoryText.getByRole("table", { name: /issues per category/ });
  await expect(categoryTable).toBeVisible();
  const totals = await issueRowTotals(tab);
  expect(totals.size).toBeGreaterThan(1);
  // A row per category with an issue, and no other (the header row besides).
  await expect(categoryTable.getByRole("row")).toHaveCount(totals.size + 1);
  for (const [category, counts] of totals) {
    const [errors, warnings, notices, total] = await rowNumbers(categoryTable, category);
    expect([errors, warnings, notices], category).toEqual(counts);
    expect(total, category).toBe(counts[0] + counts[1] + counts[2]);
  }

  // Structure: the keyboard meets the tree's folders first, each a button that says what it
  // holds and whether it is open; the root, open, holds every crawled page.
  const structure = section(tab, "Structure and depth");
  await tabInto(page, structure);
  const rootFolder = structure.getByRole("button", {
    name: new RegExp(`^/, ${pagesCrawled} pages, `),
  });
  await expect(rootFolder).toBeFocused();
  await expect(rootFolder).toHaveAttribute("aria-expanded", "true");
  // Its text equivalent, the tree as nested lists: the root first, with every page under it.
  const structureText = textEquivalent(structure, "Show the structure as a list");
  await openWithKeyboard(page, structureText);
  const rootItem = structureText.getByRole("list").first().getByRole("listitem").first();
  await expect(rootItem).toBeVisible();
  await expect(rootItem).toHaveText(new RegExp(`^/: ${pagesCrawled} pages, worst issue: `));
  // The root's own page and its children's pages make up the whole crawl.
  const childPages = (
    await rootItem
      .locator(":scope > ul > li")
      .evaluateAll((items) =>
        items.map((item) => /^[^:]*: (\d+) pages?,/.exec(item.textContent ?? "")?.[1] ?? "NaN"),
      )
  ).map(Number);
  expect(childPages.length).toBeGreaterThan(0);
  expect(childPages.reduce((sum, pages) => sum + pages, 0)).toBe(pagesCrawled - 1);
  // Every crawled page is in the list by its address.
  const addresses = (await structureText.textContent())?.split(moving.url).length ?? 0;
  expect(addresses - 1).toBe(pagesCrawled);

  // Depth: every bucket, the audit's depth groups' pages in each, all pages counted once.
  const depthText = textEquivalent(structure, "Show the depths as a table");
  await openWithKeyboard(page, depthText);
  const depth = depthText.getByRole("table", { name: /pages per number of clicks/ });
  await expect(depth).toBeVisible();
  const buckets = ["0 (start URL)", "1", "2", "3", "4", "5+", "Not reached"];
  await expect(depth.getByRole("row")).toHaveCount(buckets.length + 1);
  const expected = await depthListingTotals(tab);
  let counted = 0;
  for (const bucket of buckets) {
    const [pages] = await rowNumbers(depth, bucket);
    expect(pages, bucket).toBe(expected.get(bucket) ?? 0);
    counted += pages ?? 0;
  }
  expect(counted).toBe(pagesCrawled);
  expect(expected.get("0 (start URL)")).toBe(1);
  expect(expected.get("Not reached")).toBe(1);
});

test("on a 360 px wide screen the charts fit without widening the page", async ({ page }) => {
  scaleBudget(1.5);
  await page.setViewportSize({ width: 360, height: 780 });
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(depthBars(tab)).toBeVisible();
  // The health trend comes last, once the browser's history of crawls is read.
  await expect(tab.locator("figure[data-slot=health-trend-chart]")).toBeVisible();
  // With their text equivalents open: a table scrolls inside its own region, never the page.
  for (const summary of await tab
    .locator("details[data-slot=chart-text-equivalent] > summary")
    .all()) {
    await summary.click();
  }
  await expect(tab.locator("details[data-slot=chart-text-equivalent]:not([open])")).toHaveCount(0);
  await expect(tab.locator("details[data-slot=chart-text-equivalent][open]")).toHaveCount(4);
  // No chart drew or said a broken number at this width: not in its text, not in its geometry.
  const broken = await tab
    .locator("figure")
    .evaluateAll((figures) =>
      figures.flatMap((figure) =>
        [figure, ...figure.querySelectorAll("*")].flatMap((element) =>
          [
            element.children.length === 0 ? (element.textContent ?? "") : "",
            ...Array.from(element.attributes, (attribute) => attribute.value),
          ].filter((value) => /NaN|Infinity/.test(value)),
        ),
      ),
    );
  expect(broken).toEqual([]);
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
  await expect(depthBars(tab)).toBeVisible();
  await expect(tab.locator("[data-slot=site-audit]")).toBeVisible();
  // Two frames, so that whatever the arrival moved has been laid out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  await expect(list).toBeFocused();
});

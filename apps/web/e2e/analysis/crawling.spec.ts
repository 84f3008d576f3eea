import type { Page } from "@playwright/test";
import { recordActivity, recordedActivity } from "./activity-record";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  sites,
  test,
  toast,
  tool,
} from "./support";

declare global {
  interface Window {
    /** Every layout shift the page made, with its time, however recent the input before it. */
    layoutShifts: { value: number; at: number }[];
  }
}

function observeLayoutShifts() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value: number };
      window.layoutShifts.push({ value: shift.value, at: shift.startTime });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * The blank height between the crawl buttons and the first thing shown under them (text, the
 * tab list), in CSS pixels.
 */
function blankUnderCrawlButtons(page: Page): Promise<number> {
  return page.evaluate(() => {
    const crawlAll = Array.from(document.querySelectorAll("button")).find(
      (button) => button.textContent === "Crawl All Websites",
    );
    const bottom = crawlAll?.parentElement?.getBoundingClientRect().bottom ?? Number.NaN;
    // Anything a reader sees under the buttons: text, the switches and query controls, the tabs.
    const below = Array.from(
      document.querySelectorAll("p, label, legend, button, [role=tablist], [role=progressbar]"),
    )
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top >= bottom);
    return Math.min(...below.map((box) => box.top)) - bottom;
  });
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const activity = (page: Page) => page.getByRole("region", { name: "Crawl activity" });

test("Crawl All stays on the tab the reader chose, marks the tab being crawled, says site 2 of 3 and pages found so far, and keeps the focus", async ({
  page,
}) => {
  for (const site of sites) await emulator.setSite(site.url, { pages: 5, pageIntervalMs: 400 });
  await recordActivity(page);
  await openWithValidKey(page);
  const financial = page.getByRole("tab", { name: /^Financial Services/ });
  await financial.click();
  await page.getByRole("button", { name: "Crawl All Websites" }).focus();
  await page.keyboard.press("Enter");
  await expect(activity(page)).toBeFocused();

  await expect(page.getByRole("tab", { name: /^Moving Services\W*crawling$/ })).toBeVisible();
  await expect(activity(page).locator("[data-slot=crawl-site]")).toContainText(
    /Cleaning Services, site 2 of 3: \d+ pages? crawled of \d+ found so far/,
    { timeout: 30_000 },
  );
  await expect(page.getByRole("tab", { name: /^Cleaning Services\W*crawling$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Moving Services\W*crawling$/ })).toHaveCount(0);
  await expect(panel(page, "Financial Services")).toContainText(
    /This website is being crawled now \(site 3 of 3\)/,
    { timeout: 30_000 },
  );
  await expect(toast(page)).toHaveText(/Financial Services crawled successfully/, {
    timeout: 30_000,
  });
  await expect(financial).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 3, name: "Financial Services" })).toBeFocused();

  // Never another tab than the one chosen while the three crawls ran.
  const frames = await recordedActivity(page);
  const chosen = frames.findIndex((frame) => frame.tab.startsWith("Financial Services"));
  expect(frames.slice(chosen).every((frame) => frame.tab.startsWith("Financial Services"))).toBe(
    true,
  );
  expect(frames.some((frame) => frame.activity.includes("Moving Services, site 1 of 3"))).toBe(
    true,
  );
});

test("at 320 px: no gap under the crawl buttons, no shift when progress appears, no overflow, and the focus on the progress, the result's heading and the filters", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.addInitScript(observeLayoutShifts);
  await emulator.setSite(sites[0]?.url ?? "", { pages: 5, pageIntervalMs: 400 });
  await openWithValidKey(page);
  await expectAccessible(page);
  // Space is kept for the progress, but not as a blank: it says what shows there.
  expect(await blankUnderCrawlButtons(page)).toBeLessThan(40);
  await expect(activity(page)).toContainText("progress shows here");

  // Where the tab list sits in the page (focusing the progress may scroll the window).
  const tabListTop = () =>
    page
      .getByRole("tablist", { name: "Analysed websites" })
      .evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
  const before = await tabListTop();
  const since = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Crawl Moving Services" }).focus();
  await page.keyboard.press("Enter");
  await expect(activity(page)).toBeFocused();
  await expect(activity(page).getByRole("progressbar", { name: "Crawl progress" })).toBeVisible();
  await expect(activity(page).locator("[data-slot=crawl-site]")).toContainText(
    /crawled of \d+ found so far/,
  );
  await expect(panel(page, "Moving Services")).toContainText("This website is being crawled now");
  await expect(panel(page, "Moving Services")).not.toContainText("No data yet");
  expect(await tabListTop(), "the tab list did not move as the progress appeared").toBe(before);
  const shifted = await page.evaluate(
    (from) =>
      window.layoutShifts.filter((shift) => shift.at >= from).reduce((sum, s) => sum + s.value, 0),
    since,
  );
  expect(shifted).toBeLessThan(0.01);
  // The tab being crawled, its panel and the progress, Cancel in it, pass axe and fit.
  await expectAccessible(page, tool);

  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  await expect(page.getByRole("heading", { level: 3, name: "Moving Services" })).toBeFocused();
  const filters = page.getByRole("group", { name: "Show issues" });
  await filters.getByRole("checkbox", { name: "Errors" }).check();
  await page.getByRole("button", { name: "Show all issues" }).click();
  await expect(page.getByRole("button", { name: "Show all issues" })).toHaveCount(0);
  await expect(filters).toBeFocused();
  await expect(panel(page, "Moving Services").locator("[data-slot=site-audit]")).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

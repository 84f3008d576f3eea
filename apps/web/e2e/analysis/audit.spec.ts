import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import type { Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import { CATALOGUE } from "@keystone/site-audit";
import { CATEGORIES } from "@keystone/site-audit/vocabulary";
import { recordActivity, recordedActivity, tabChanges } from "./activity-record";
import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  CHECK_OF_DEFECT,
  CLEAN_PAGES,
  movingPage,
} from "./defect-site";
import {
  crawlAndAnalyse,
  finding,
  findingCount,
  issue,
  issueCount,
  moving,
} from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  panel,
  scaleBudget,
  siteNamed,
  test,
  toast,
} from "./support";

/**
 * The categories a crawl without the full document or the sitemap (the switches off) can show: a
 * category whose every check needs one or the other is listed as not run instead
 * (`full-document.spec.ts`).
 */
const shownWithoutSwitches = CATEGORIES.filter(({ id }) =>
  CATALOGUE.some((check) => check.category === id && check.needs === undefined),
);

test.beforeEach(async () => {
  await emulator.setSite(moving.url, { defects: true });
});

/** Opens every issue row of a site's tab and waits until each lists its first 50 pages. */
async function openEveryIssue(tab: Locator): Promise<Locator> {
  const rows = tab.locator("details[data-slot=issue-row]");
  await rows.evaluateAll((all) => {
    for (const row of all) (row as HTMLDetailsElement).open = true;
  });
  await expect
    .poll(() =>
      rows.evaluateAll((all) =>
        all.every(
          (row) =>
            row.querySelectorAll("li").length ===
            Math.min(50, Number(row.querySelector("[data-slot=issue-row-count]")?.textContent)),
        ),
      ),
    )
    .toBe(true);
  return rows;
}

test("a defect site's audit finds every planted defect where the plan put it, has every category, a health score and its counts, each issue explained", async ({
  page,
}) => {
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const meter = tab.getByRole("meter", { name: "Health score of Moving Services" });
  await expect(meter).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(tab.locator("[data-slot=health-score-formula]").first()).toContainText(
    "Share of crawled pages with no error-level issue",
  );
  const counts = tab.getByRole("group", { name: "Issues of Moving Services per severity" });
  for (const severity of ["error", "warning", "notice"]) {
    await expect(
      counts.locator(`[data-severity=${severity}] [data-slot=severity-counts-count]`),
    ).toHaveText(/^[1-9]\d*$/);
  }
  const categories = await tab.locator("[data-slot=issue-row-category]").allTextContents();
  for (const category of shownWithoutSwitches) expect(categories).toContain(category.label);

  // Errors come first, then warnings, then notices.
  const severities = await tab
    .locator("details[data-slot=issue-row]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-severity")));
  const rank = (severity: string | null) => ["error", "warning", "notice"].indexOf(severity ?? "");
  expect(severities.map(rank)).toEqual([...severities.map(rank)].sort((a, b) => a - b));

  // Every row open, each lists its first 50 pages; then the rows are read in one pass.
  const rows = await openEveryIssue(tab);
  const shown = new Map(
    await rows.evaluateAll((all) =>
      all.map((row) => [
        row.getAttribute("data-check") ?? "",
        {
          why: row.querySelector("[data-slot=issue-row-why]")?.textContent ?? "",
          how: row.querySelector("[data-slot=issue-row-how]")?.textContent ?? "",
          pages: Array.from(
            row.querySelectorAll("li a"),
            (link) => link.getAttribute("href") ?? "",
          ),
        },
      ]),
    ),
  );

  // Every planted defect is found where the plan put it, with why and how. The footer is read
  // (the crawl asks for the whole page), so a broken footer link is among them.
  for (const [defect, paths] of Object.entries(AUDIT_DEFECTS)) {
    if (defect === "linkedFromFooterOnly") continue;
    const checkId = CHECK_OF_DEFECT[defect as keyof typeof AUDIT_DEFECTS];
    const row = shown.get(checkId);
    expect(row, `${defect}: ${checkId}`).toBeDefined();
    expect(row?.why).toMatch(/Why it matters: \S/);
    expect(row?.how).toMatch(/How to fix it: \S/);
    // A link check lists the page once per link it holds.
    for (const path of paths)
      expect(row?.pages, `${defect} on ${path}`).toContain(movingPage(path));
  }

  // A page linked from the footer only is not taken for an orphan.
  expect(shown.get("orphan-page")?.pages ?? []).not.toContain(
    movingPage(AUDIT_DEFECTS.linkedFromFooterOnly[0]),
  );

  // A clean page is in no issue.
  const listed = new Set([...shown.values()].flatMap((row) => row.pages));
  for (const path of CLEAN_PAGES) expect(listed).not.toContain(movingPage(path));
});

test("the filters narrow every view, live in the URL and survive a reload", async ({ page }) => {
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  const filters = page.getByRole("group", { name: "Show issues" });
  await filters.getByRole("checkbox", { name: "Errors" }).check();
  await filters.getByRole("checkbox", { name: "Links" }).press("Space");
  await expect(page).toHaveURL(/\/analysis\?severity=error&category=links$/);
  await expect(tab.locator("details[data-slot=issue-row]")).not.toHaveCount(0);
  for (const row of await tab.locator("details[data-slot=issue-row]").all()) {
    await expect(row).toHaveAttribute("data-severity", "error");
    await expect(row.locator("[data-slot=issue-row-category]")).toHaveText("Links");
  }
  await expect(issue(tab, "broken-links")).toHaveCount(1);
  await expect(issue(tab, "status-4xx")).toHaveCount(0);
  await expectAccessible(page, "[data-slot=audit-filters]");

  await page.reload();
  await expect(page).toHaveURL(/\?severity=error&category=links$/);
  await page.getByRole("button", { name: "Use saved key" }).click();
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(page.getByRole("checkbox", { name: "Errors" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Links" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Warnings" })).not.toBeChecked();
  await expect(issue(tab, "status-4xx")).toHaveCount(0);
  await expect(issue(tab, "broken-links")).toHaveCount(1);
});

test("a shared link opens with its filters, without a value this version does not know, until Show all issues", async ({
  page,
}) => {
  // The key is saved on a first visit; the link is then opened as someone it was sent to opens it.
  await openWithValidKey(page);
  await page.goto("/analysis?severity=warning,fatal&category=titles");
  await page.getByRole("button", { name: "Use saved key" }).click();
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(issue(tab, "title-multiple")).toHaveCount(1);
  await expect(issue(tab, "missing-title")).toHaveCount(0);
  await expect(issue(tab, "broken-links")).toHaveCount(0);
  await page.getByRole("button", { name: "Show all issues" }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  await expect(issue(tab, "missing-title")).toHaveCount(1);
});

/** Opens a change group by its summary, unless a test before this one already has. */
async function openGroup(group: Locator) {
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
  await expect(group).toHaveAttribute("open", "");
}

test.describe("a second crawl of a changed site", () => {
  // The two crawls are most of the work and every test reads the same result, so they are made
  // once, in a page the tests share; each test then checks one thing within its own budget. A
  // failed test skips the ones after it, and a retry runs the crawls and all of them again.
  test.describe.configure({ mode: "serial" });
  let page: Page;
  let tab: Locator;
  let changes: Locator;

  test.beforeAll(async ({ browser }) => {
    await emulator.reset();
    await emulator.setSite(moving.url, { defects: true, revision: 0 });
    // A page of a context of its own: axe opens a second page in it to gather its results.
    page = await (await browser.newContext()).newPage();
    await openWithValidKey(page);
    tab = await crawlAndAnalyse(page, "Moving Services");
    await expect(tab).toContainText("This is the first saved crawl of this site");

    await emulator.setSite(moving.url, { defects: true, revision: 1 });
    await page.getByRole("button", { name: "Crawl Moving Services" }).click();
    await expect(tab.getByText(/Previous crawl:/)).toBeVisible({ timeout: 30_000 });
    changes = tab.getByRole("region", { name: "Changes since the last crawl" });
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  const expectChanges = async (
    kind: "New issues" | "Fixed issues",
    expected: Record<string, readonly string[]>,
  ) => {
    const list = changes.getByRole("region", { name: new RegExp(`^${kind} \\(\\d+\\)$`) });
    for (const [defect, paths] of Object.entries(expected)) {
      const checkId = CHECK_OF_DEFECT[defect as keyof typeof AUDIT_DEFECTS];
      const group = list.locator(`details[data-check="${checkId}"]`);
      await openGroup(group);
      for (const path of paths) await expect(group, defect).toContainText(movingPage(path));
    }
  };

  test("lists each new issue under its check, with the pages it is on", async () => {
    await expectChanges("New issues", AUDIT_REVISION_CHANGES.new);
  });

  test("lists each fixed issue under its check, with the pages it was on", async () => {
    await expectChanges("Fixed issues", AUDIT_REVISION_CHANGES.fixed);
  });

  test("lists the pages added and the pages whose text changed", async () => {
    await expect(findingCount(changes, "Pages added")).toHaveText(
      String(AUDIT_REVISION_CHANGES.addedPages.length),
    );
    await openGroup(finding(changes, "Pages added"));
    await expect(finding(changes, "Pages added")).toContainText(
      movingPage(AUDIT_REVISION_CHANGES.addedPages[0]),
    );
    const changed = finding(changes, "Pages changed");
    await openGroup(changed);
    await expect(changed).toContainText("text changed");
    for (const path of AUDIT_REVISION_CHANGES.changedPages) {
      await expect(changed).toContainText(movingPage(path));
    }
  });

  test("marks the issue that came with it as new in the audit above", async () => {
    await expect(issue(tab, "noindex").locator("[data-slot=issue-row-badge]")).toHaveText(
      /^New \d+$/,
    );
    await expect(issueCount(tab, "noindex")).toHaveText(/^[1-9]/);
  });

  // axe reads every node of the open lists: the heaviest single steps of these tests, each with
  // a budget of its own.
  test("with every issue open, the audit is accessible and fits the screen", async () => {
    scaleBudget(1.5);
    await openEveryIssue(tab);
    await expectAccessible(page, "[data-slot=site-audit]");
  });

  test("with every change open, the changes since the last crawl are accessible and fit the screen", async () => {
    scaleBudget(1.5);
    const closed = changes.locator("details:not([open])");
    await closed.evaluateAll((all) => {
      for (const group of all) (group as HTMLDetailsElement).open = true;
    });
    await expect(closed).toHaveCount(0);
    // The changes are their own section of the site's insights.
    await expectAccessible(
      page,
      '[data-slot=site-insights] > section[aria-labelledby$="-changes"]',
    );
  });

  test("Download report saves the audit on screen and its changes as one file that, opened from disk, runs nothing and is accessible", async ({
    browser,
  }) => {
    scaleBudget(1.5);
    const reportModules: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/report-[^/]*\.js$/.test(request.url())) reportModules.push(request.url());
    });
    expect(reportModules).toEqual([]);
    const download = page.waitForEvent("download");
    await tab.getByRole("button", { name: "Download report", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("moving-report.html");
    // The report's code came with the click, not with the page.
    expect(reportModules.length).toBeGreaterThan(0);

    // Saved under its own name: a download's temporary file has no extension, and a browser
    // shows such a file from disk as text.
    const path = test.info().outputPath(file.suggestedFilename());
    await file.saveAs(path);
    const html = await readFile(path, "utf8");
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Moving Services");

    const onScreen = await tab.locator("[data-slot=health-score-value]").first().innerText();
    // Read with scripts blocked, as a mail client or a locked-down browser opens it.
    const blocked = await browser.newContext({ javaScriptEnabled: false });
    try {
      const report = await blocked.newPage();
      await report.goto(pathToFileURL(path).href);
      await expect(report.locator("[data-slot=health-score]").first()).toContainText(
        onScreen.replace(/\D+$/, ""),
      );
      await expect(
        report.getByRole("heading", { name: "Changes since the baseline" }),
      ).toBeVisible();
      await expect(
        report.getByRole("heading", { name: /^New issues \(\d+ items?\)$/ }),
      ).toBeVisible();
    } finally {
      await blocked.close();
    }
    // axe runs as a script of its own, so it reads the report in a context that allows one.
    const open = await browser.newContext();
    try {
      const report = await open.newPage();
      await report.goto(pathToFileURL(path).href);
      await expectAccessible(report);
    } finally {
      await open.close();
    }
  });
});

test("the Findings CSV has one row per site, issue and page with the site, category, severity, issue, page URL and detail", async ({
  page,
}) => {
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("moving-findings.csv");
  const { data } = Papa.parse<string[]>(await readFile((await file.path()) ?? "", "utf8"), {
    skipEmptyLines: true,
  });
  const [header, ...rows] = data;
  expect(header?.map((column) => column.toLowerCase())).toEqual([
    "site",
    "category",
    "severity",
    "issue",
    "page url",
    "detail",
  ]);
  expect(rows).toContainEqual([
    "Moving Services",
    "Response codes",
    "error",
    "Page answers a client error (4xx)",
    movingPage(AUDIT_DEFECTS.clientError[0]),
    expect.stringContaining("404"),
  ]);
  const categories = new Set(rows.map((row) => row[1]));
  for (const category of shownWithoutSwitches) expect(categories).toContain(category.label);

  // The JSON export carries the same issues, every page of each.
  const json = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Audit JSON" }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe("moving-audit.json");
  const exported = JSON.parse(await readFile((await jsonFile.path()) ?? "", "utf8")) as {
    site: string;
    audit: { issues: { id: string; items: unknown[]; total: number }[] };
  };
  expect(exported.site).toBe("Moving Services");
  // A row per item kept, and for an issue cut to its first items a row that counts the rest.
  const itemRows = rows.filter((row) => row[4] !== "");
  expect(exported.audit.issues.reduce((sum, group) => sum + group.items.length, 0)).toBe(
    itemRows.length,
  );
  const cut = exported.audit.issues.filter((group) => group.total > group.items.length);
  expect(rows.filter((row) => row[4] === "").map((row) => row[5])).toEqual(
    cut.map((group) => `and ${group.total - group.items.length} more`),
  );
});

test("crawling a site shows its tab; Crawl All leaves the chosen tab and marks the running one", async ({
  page,
}) => {
  await recordActivity(page);
  await openWithValidKey(page);
  const cleaning = siteNamed("Cleaning Services");
  await expect(page.getByRole("tab", { name: "Moving Services" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("button", { name: `Crawl ${cleaning.name}` }).click();
  await expect(page.getByRole("tab", { name: cleaning.name })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(toast(page)).toHaveText(/Cleaning Services crawled successfully/);
  await expect(panel(page, cleaning.name).locator("[data-slot=site-audit]")).toBeVisible();

  // Three crawls in turn, 2 s apart: the expectations' 15 s is for one.
  await page.getByRole("button", { name: "Crawl All Websites" }).click();
  await expect(toast(page)).toHaveText(/Financial Services crawled successfully/, {
    timeout: 45_000,
  });
  await expect(page.getByRole("tab", { name: "Cleaning Services" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // The site's own crawl showed its tab, Cancel beside its progress; crawl all showed none, and
  // marked each site's tab as its crawl ran. Read from the page's own record.
  const frames = await recordedActivity(page);
  expect(tabChanges(frames).map((frame) => frame.tab)).toEqual([
    "Moving Services",
    expect.stringMatching(/^Cleaning Services/),
  ]);
  expect(tabChanges(frames)[1]).toMatchObject({
    activity: expect.stringMatching(/^Crawling website\.\.\.Cleaning Services/),
    cancel: true,
  });
  expect(frames.some((frame) => frame.marked === "Financial Services")).toBe(true);
});

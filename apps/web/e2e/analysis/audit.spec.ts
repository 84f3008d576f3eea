import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { CATEGORIES } from "@keystone/site-audit";
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
  siteNamed,
  test,
  toast,
} from "./support";

test.beforeEach(async () => {
  await emulator.setSite(moving.url, { defects: true });
});

test("a defect site's audit finds every planted defect where the plan put it, has every category, a health score and its counts, each issue explained", async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  for (const category of CATEGORIES) expect(categories).toContain(category.label);

  // Errors come first, then warnings, then notices.
  const severities = await tab
    .locator("details[data-slot=issue-row]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-severity")));
  const rank = (severity: string | null) => ["error", "warning", "notice"].indexOf(severity ?? "");
  expect(severities.map(rank)).toEqual([...severities.map(rank)].sort((a, b) => a - b));

  // Every row open, each lists its first 50 pages; then the rows are read in one pass.
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
  await expectAccessible(page);
});

test("the filters narrow every view, live in the URL, survive a reload and open from a shared link", async ({
  page,
  context,
}) => {
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

  // A link someone shared, with a value this version does not know.
  const shared = await context.newPage();
  await shared.goto("/analysis?severity=warning,fatal&category=titles");
  await shared.getByRole("button", { name: "Use saved key" }).click();
  const sharedTab = await crawlAndAnalyse(shared, "Moving Services");
  await expect(issue(sharedTab, "title-multiple")).toHaveCount(1);
  await expect(issue(sharedTab, "missing-title")).toHaveCount(0);
  await expect(issue(sharedTab, "broken-links")).toHaveCount(0);
  await shared.getByRole("button", { name: "Show all issues" }).click();
  await expect(shared).toHaveURL(/\/analysis$/);
  await expect(issue(sharedTab, "missing-title")).toHaveCount(1);
});

test("a second crawl of a changed site lists the issues new and fixed per check and page, and the page changes", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { defects: true, revision: 0 });
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");

  await emulator.setSite(moving.url, { defects: true, revision: 1 });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  tab = panel(page, "Moving Services");
  await expect(tab.getByText(/Previous crawl:/)).toBeVisible({ timeout: 30_000 });
  const changes = tab.getByRole("region", { name: "Changes since the last crawl" });

  const expectChanges = async (
    kind: "New issues" | "Fixed issues",
    expected: Record<string, readonly string[]>,
  ) => {
    const list = changes.getByRole("region", { name: new RegExp(`^${kind} \\(\\d+\\)$`) });
    for (const [defect, paths] of Object.entries(expected)) {
      const checkId = CHECK_OF_DEFECT[defect as keyof typeof AUDIT_DEFECTS];
      const group = list.locator(`details[data-check="${checkId}"]`);
      await group.locator("summary").click();
      for (const path of paths) await expect(group).toContainText(movingPage(path));
    }
  };
  await expectChanges("New issues", AUDIT_REVISION_CHANGES.new);
  await expectChanges("Fixed issues", AUDIT_REVISION_CHANGES.fixed);

  await expect(findingCount(changes, "Pages added")).toHaveText(
    String(AUDIT_REVISION_CHANGES.addedPages.length),
  );
  await finding(changes, "Pages added").locator("summary").click();
  await expect(finding(changes, "Pages added")).toContainText(
    movingPage(AUDIT_REVISION_CHANGES.addedPages[0]),
  );
  await finding(changes, "Pages changed").locator("summary").click();
  await expect(finding(changes, "Pages changed")).toContainText("text changed");
  for (const path of AUDIT_REVISION_CHANGES.changedPages) {
    await expect(finding(changes, "Pages changed")).toContainText(movingPage(path));
  }

  // The issue that came with this crawl is marked in the audit above.
  await expect(issue(tab, "noindex").locator("[data-slot=issue-row-badge]")).toHaveText(
    /^New \d+$/,
  );
  await expect(issueCount(tab, "noindex")).toHaveText(/^[1-9]/);
  await expectAccessible(page, "[data-slot=site-insights]");
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
  for (const category of CATEGORIES) expect(categories).toContain(category.label);

  // The JSON export carries the same issues, every page of each.
  const json = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Audit JSON" }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe("moving-audit.json");
  const exported = JSON.parse(await readFile((await jsonFile.path()) ?? "", "utf8")) as {
    site: string;
    audit: { issues: { items: unknown[] }[] };
  };
  expect(exported.site).toBe("Moving Services");
  expect(exported.audit.issues.reduce((sum, group) => sum + group.items.length, 0)).toBe(
    rows.length,
  );
});

test("crawling a site shows its tab, and Crawl All follows each site as it starts", async ({
  page,
}) => {
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

  await page.getByRole("button", { name: "Crawl All Websites" }).click();
  for (const name of ["Moving Services", "Cleaning Services", "Financial Services"]) {
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true", {
      timeout: 30_000,
    });
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  }
  await expect(toast(page)).toHaveText(/Financial Services crawled successfully/, {
    timeout: 45_000,
  });
});

import {
  crawlAndAnalyse,
  finding,
  findingCount,
  issueCount,
  moving,
  rewriteStartPage,
  storedCrawls,
} from "./insights-support";
import { emulator, expect, openWithValidKey, panel, test, toast, validApiKey } from "./support";

test("a second crawl of a changed site shows pages added and changed and issues fixed and new", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { audit: true, revision: 0 });
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");

  await emulator.setSite(moving.url, { audit: true, revision: 1 });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(tab.getByText(/Previous crawl:/)).toBeVisible({ timeout: 30_000 });
  tab = panel(page, "Moving Services");
  const changes = tab.getByRole("region", { name: "Changes since the last crawl" });
  await expect(findingCount(changes, "Pages added")).toHaveText("1");
  await expect(findingCount(changes, "Pages removed")).toHaveText("0");
  await finding(changes, "Pages added").locator("summary").click();
  await expect(finding(changes, "Pages added")).toContainText(`${moving.url}/page-5`);
  const fixed = changes.getByRole("region", { name: /^Fixed issues \(\d+\)$/ });
  await fixed.locator('details[data-check="missing-title"] summary').click();
  await expect(fixed.locator('details[data-check="missing-title"]')).toContainText(
    `${moving.url}/page-1`,
  );
  const added = changes.getByRole("region", { name: /^New issues \(\d+\)$/ });
  await added.locator('details[data-check="missing-h1"] summary').click();
  await expect(added.locator('details[data-check="missing-h1"]')).toContainText(moving.url);
  // The untitled page got its title: a change of title alone lists the page, saying so.
  await finding(changes, "Pages changed").locator("summary").click();
  await expect(finding(changes, "Pages changed")).toContainText(/title none → “/);
  await expect(changes.locator("time")).toHaveCount(2);

  const stored = await storedCrawls(page);
  expect(stored).toHaveLength(2);
  const text = JSON.stringify(stored);
  expect(text).toContain(`${moving.url}/page-5`);
  expect(text).not.toContain(validApiKey);
  expect(text).not.toContain("<main>");
});

test("a failed or a cancelled crawl stores nothing in the history", async ({ page }) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");
  await emulator.setSite(moving.url, { audit: true, fail: "Site unreachable" });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Site unreachable/);
  await expect(page.getByRole("button", { name: "Crawl All Websites" })).toBeEnabled();
  expect(await storedCrawls(page)).toHaveLength(1);

  await emulator.setSite(moving.url, { audit: true, neverFinish: true });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page)).toHaveText(/cancelled/i);
  await expect(page.getByRole("button", { name: "Crawl All Websites" })).toBeEnabled();
  expect(await storedCrawls(page)).toHaveLength(1);
});

test("Clear history asks first, then deletes every saved crawl", async ({ page }) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");

  await page.getByRole("button", { name: "Clear history" }).click();
  await page.getByRole("button", { name: "Keep history" }).click();
  await expect(page.getByRole("button", { name: "Clear history" })).toBeFocused();
  expect(await storedCrawls(page)).toHaveLength(1);

  await page.getByRole("button", { name: "Clear history" }).click();
  await page.getByRole("button", { name: "Delete history" }).click();
  await expect(page.getByRole("status").filter({ hasText: "History cleared." })).toBeVisible();
  await expect(tab).toContainText("History cleared. The next crawl of this site starts it again.");
  expect(await storedCrawls(page)).toEqual([]);

  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(tab).toContainText("This is the first saved crawl of this site");
  expect(await storedCrawls(page)).toHaveLength(1);
});

test("without usable storage the tool still crawls and finds, and says history is off", async ({
  page,
}) => {
  // What a private window or a blocking policy looks like to the page: IndexedDB refuses to open.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException("The user denied permission to access the database.", "SecurityError");
    };
  });
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(issueCount(tab, "broken-links")).toHaveText("1");
  await expect(
    page.getByRole("status").filter({ hasText: /History is off: this browser does not let/ }),
  ).toBeVisible();
  await expect(tab).toContainText("No history in this browser");
  await expect(page.getByRole("button", { name: "Clear history" })).toHaveCount(0);
});

test("a tab of an older version holding the history pauses it, and says so, until that tab closes", async ({
  page,
  context,
}) => {
  // The first release's tool opened the history at version 1 and did not close it when a newer
  // version asked: a tab of it left open blocks this version's upgrade.
  const oldTab = await context.newPage();
  await oldTab.goto("/");
  await oldTab.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("keystone-analysis-history", 1);
        // Version 1's schema, as the first release made it.
        request.onupgradeneeded = () =>
          request.result
            .createObjectStore("crawls", { keyPath: "id", autoIncrement: true })
            .createIndex("bySite", ["siteId", "crawledAt"]);
        request.onsuccess = () => {
          Object.assign(window, { __heldHistory: request.result });
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
  );
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(issueCount(tab, "broken-links")).toHaveText("1");
  await expect(
    page.getByRole("status").filter({ hasText: /History is paused: an older version/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear history" })).toHaveCount(0);

  await oldTab.close();
  await page.reload();
  await page.getByRole("button", { name: "Use saved key" }).click();
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");
  expect(await storedCrawls(page)).toHaveLength(1);
});

test("a save reads the retention index, not the saved crawls, and keeps a hostile title short", async ({
  page,
}) => {
  // Every read of whole records a writing transaction (a save) makes, counted where IndexedDB
  // serves them. The History section's list reads the site's records in a read-only one, to show them.
  await page.addInitScript(() => {
    const reads = { getAll: 0, storeCursor: 0 };
    Object.assign(window, { __historyReads: reads });
    const writing = (source: IDBObjectStore | IDBIndex) =>
      ("objectStore" in source ? source.objectStore : source).transaction.mode === "readwrite";
    for (const prototype of [IDBObjectStore.prototype, IDBIndex.prototype]) {
      const getAll = prototype.getAll;
      prototype.getAll = function (
        this: IDBObjectStore | IDBIndex,
        ...args: Parameters<typeof getAll>
      ) {
        if (writing(this)) reads.getAll++;
        return getAll.apply(this, args);
      };
    }
    const openCursor = IDBObjectStore.prototype.openCursor;
    IDBObjectStore.prototype.openCursor = function (...args: Parameters<typeof openCursor>) {
      if (writing(this)) reads.storeCursor++;
      return openCursor.apply(this, args);
    };
  });
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  await rewriteStartPage(page, (document) => {
    document.metadata = { ...document.metadata, title: "T".repeat(1024 * 1024) };
  });
  let tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(tab).toContainText("This is the first saved crawl of this site");
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  tab = panel(page, "Moving Services");
  await expect(tab.getByText(/Previous crawl:/)).toBeVisible();

  const reads = await page.evaluate(() => (window as { __historyReads?: unknown }).__historyReads);
  expect(reads).toEqual({ getAll: 0, storeCursor: 0 });
  const stored = (await storedCrawls(page)) as { bytes: number; pages: { title: string }[] }[];
  expect(stored).toHaveLength(2);
  for (const record of stored) {
    expect(record.bytes).toBeLessThan(100_000);
    expect(Math.max(...record.pages.map((crawled) => crawled.title.length))).toBe(300);
  }
});

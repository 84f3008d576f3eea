import type { Locator, Page } from "@playwright/test";
import { emulatorUrl } from "./environment";
import { expect, panel, siteNamed, toast } from "./support";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A finding (or change list) by the start of its label. */
export function finding(scope: Locator, label: string): Locator {
  return scope.locator("details[data-slot=finding-group]", {
    has: scope.page().locator("summary", { hasText: new RegExp(`^${escapeRegExp(label)}`) }),
  });
}

export const findingCount = (scope: Locator, label: string) =>
  finding(scope, label).locator("[data-slot=finding-group-count]");

/** An issue group of a site's audit, by its check's id. */
export function issue(scope: Locator, checkId: string): Locator {
  return scope.locator(`details[data-slot=issue-row][data-check="${checkId}"]`);
}

export const issueCount = (scope: Locator, checkId: string) =>
  issue(scope, checkId).locator("[data-slot=issue-row-count]");

/** Opens an issue group and answers it, its pages listed. */
export async function openIssue(scope: Locator, checkId: string): Promise<Locator> {
  const row = issue(scope, checkId);
  await row.locator("summary").click();
  await expect(row).toHaveAttribute("open", "");
  return row;
}

/** Crawls one site, which shows its tab, and waits for its audit to be on screen. */
export async function crawlAndAnalyse(page: Page, siteName: string) {
  await page.getByRole("button", { name: `Crawl ${siteName}` }).click();
  await expect(page.getByRole("tab", { name: siteName })).toHaveAttribute("aria-selected", "true");
  await expect(toast(page)).toHaveText(new RegExp(`${siteName} crawled successfully`));
  const tab = panel(page, siteName);
  await expect(
    tab.getByRole("heading", { name: /^Site audit \(\d+ kinds? of issue\)$/ }),
  ).toBeVisible();
  return tab;
}

/** Every crawl the browser keeps, read straight from IndexedDB. */
export function storedCrawls(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("keystone-analysis-history");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction("crawls").objectStore("crawls").getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The names of the IndexedDB databases the page has: the history's, once it has opened. */
export function historyDatabases(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
}

type CrawledDocument = { html?: string; markdown?: string; metadata?: Record<string, unknown> };

/**
 * Serves the crawl's status answers with the start page (path `/`) changed by `change`, as a
 * hostile site would have made it: the emulator's synthetic sites are well-behaved, the page is not.
 */
export async function rewriteStartPage(page: Page, change: (document: CrawledDocument) => void) {
  await page.route(
    (url) => url.href.startsWith(`${emulatorUrl}/v1/crawl/`),
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { data?: CrawledDocument[] };
      for (const document of answer.data ?? []) {
        const address = document.metadata?.sourceURL;
        if (typeof address === "string" && new URL(address).pathname === "/") change(document);
      }
      await route.fulfill({ response, json: answer });
    },
  );
}

export const moving = siteNamed("Moving Services");

import type { Locator, Page } from "@playwright/test";
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

/** Crawls one site and waits for its findings to be on screen. */
export async function crawlAndAnalyse(page: Page, siteName: string) {
  await page.getByRole("button", { name: `Crawl ${siteName}` }).click();
  await expect(toast(page)).toHaveText(new RegExp(`${siteName} crawled successfully`));
  await page.getByRole("tab", { name: siteName }).click();
  const tab = panel(page, siteName);
  await expect(tab.getByRole("heading", { name: /^Findings \(\d+\)$/ })).toBeVisible();
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

export const moving = siteNamed("Moving Services");

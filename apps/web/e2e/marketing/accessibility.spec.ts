import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { marketingPages, mobileViewport, notFoundProbe } from "./marketing-pages";

const visited = [...marketingPages, notFoundProbe];

/** Runs axe over the page, or over `scope` only when nothing else changed since the last run. */
async function expectNoViolations(page: Page, scope?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (scope ? axe.include(scope) : axe).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary).toEqual([]);
}

for (const entry of visited) {
  test.describe(`${entry.path} accessibility`, () => {
    test("has no axe violations at desktop width", async ({ page }) => {
      await page.goto(entry.path);
      await expect(page).toHaveTitle(entry.title);
      await expectNoViolations(page);
    });

    test("has no axe violations at 375 px, with the menu open", async ({ page }) => {
      await page.setViewportSize(mobileViewport);
      await page.goto(entry.path);
      await expect(page).toHaveTitle(entry.title);
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.locator("[data-slot=site-header-menu]")).toBeVisible();
      // Opening the menu changed the header alone.
      await expectNoViolations(page, "[data-slot=site-header]");
    });
  });
}

import { expect, test } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { expectExternalLink, expectInertButton, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/moving");
});

test("Get Free Quote opens the moving brand's site in a new tab", async ({ page }) => {
  await expectExternalLink(
    page.getByRole("link", { name: /^Get Free Quote/ }),
    siteConfig.externalSites.movingBrand,
  );
});

test("four benefits are listed", async ({ page }) => {
  await expect(
    section(page, "Moving Without the Stress").locator("[data-slot=feature-card]"),
  ).toHaveCount(4);
});

test("Local and Regional moving each have a Learn More button that does not navigate", async ({
  page,
}) => {
  for (const name of ["Local Moving", "Regional Moving"]) {
    const article = page.getByRole("article", { name });
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(name);
    await expectInertButton(page, article.getByRole("button", { name: /^Learn More/ }));
  }
});

test("the process has four steps in order", async ({ page }) => {
  await expect(
    section(page, "Your Move in Four Steps").locator("[data-slot=process-step-title]"),
  ).toHaveText(["Get Quote", "Book Service", "Pack & Move", "Deliver"]);
});

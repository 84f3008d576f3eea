import { expect, test } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { expectExternalLink, expectInertButton, expectMailto, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/cleaning");
});

test("Schedule Service opens the cleaning brand's site in a new tab", async ({ page }) => {
  await expectExternalLink(
    page.getByRole("link", { name: /^Schedule Service/ }),
    siteConfig.externalSites.cleaningBrand,
  );
});

test("six services are listed", async ({ page }) => {
  await expect(
    section(page, "Our Cleaning Services").locator("[data-slot=feature-card]"),
  ).toHaveCount(6);
});

test("three plans at $99, $179 (Most Popular) and $249, each with Choose Plan", async ({
  page,
}) => {
  const plans = page.locator("[data-slot=pricing-card]");
  await expect(plans.locator("[data-slot=card-title]")).toHaveText([
    "Basic Clean",
    "Deep Clean",
    "Premium Clean",
  ]);
  await expect(plans.locator("[data-slot=pricing-card-price]")).toHaveText([
    /^\$99/,
    /^\$179/,
    /^\$249/,
  ]);
  await expect(page.locator("[data-slot=pricing-card-popular]")).toHaveCount(1);
  await expect(plans.nth(1).locator("[data-slot=pricing-card-popular]")).toHaveText("Most Popular");

  const buttons = page.getByRole("button", { name: /^Choose Plan/ });
  await expect(buttons).toHaveCount(3);
  for (const button of await buttons.all()) await expectInertButton(page, button);
});

test("the e-mail link is a mailto link", async ({ page }) => {
  await expectMailto(page.getByRole("link", { name: "Email Us" }));
});

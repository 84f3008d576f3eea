import { expect, test } from "@playwright/test";
import { expectMailto, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/steel-manufacturing");
});

test("the page says the steel is manufactured in Las Vegas, Nevada", async ({ page }) => {
  await expect(page.getByText("Manufactured in Las Vegas, Nevada")).toBeVisible();
});

test("three capability cards, eight applications and four reasons", async ({ page }) => {
  await expect(
    section(page, "From Coil to Building Site").locator("[data-slot=feature-card]"),
  ).toHaveCount(3);
  await expect(section(page, "Industries We Supply").getByRole("listitem")).toHaveCount(8);
  await expect(
    section(page, "Why Builders Choose Keystone Steel Works").locator("[data-slot=feature-card]"),
  ).toHaveCount(4);
});

test("the e-mail contact is a mailto link", async ({ page }) => {
  await expectMailto(page.getByRole("link", { name: "Email Our Sales Team" }));
});

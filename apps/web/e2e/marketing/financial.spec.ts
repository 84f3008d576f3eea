import { expect, test } from "@playwright/test";
import { section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/financial");
});

test("credit, insurance and partnership services are presented", async ({ page }) => {
  await expect(
    section(page, "Financing, Cover and Partnerships").locator("[data-slot=card-title]"),
  ).toHaveText(["Credit Solutions", "Insurance Brokerage", "Partnership Solutions"]);
});

test("four reasons to choose the company", async ({ page }) => {
  await expect(
    section(page, "Why Drivers and Dealers Choose Us").locator("[data-slot=feature-card]"),
  ).toHaveCount(4);
});

test("four partner logos load with their names as alt text", async ({ page }) => {
  const logos = section(page, "Trusted Lending and Insurance Partners").getByRole("img");
  await expect(logos).toHaveCount(4);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute("alt", /^[\w ]+ logo$/);
    await expect(logo).toHaveAttribute("width", "240");
    await expect(logo).toHaveAttribute("height", "80");
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

import { expect, test } from "@playwright/test";
import { section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("the story claims 15+ years of experience", async ({ page }) => {
  const story = section(page, "Our Story");
  await expect(story.getByText("2010", { exact: false }).first()).toBeVisible();
  await expect(story.locator("[data-slot=stat]")).toContainText("15+");
  await expect(story.locator("[data-slot=stat-label]")).toHaveText("Years of Experience");
});

test("the core values are Excellence, Integrity, Innovation and Vision", async ({ page }) => {
  await expect(section(page, "Our Core Values").locator("[data-slot=card-title]")).toHaveText([
    "Excellence",
    "Integrity",
    "Innovation",
    "Vision",
  ]);
});

test("the timeline shows the five milestones with year, title, description, icon and colour", async ({
  page,
}) => {
  const items = page.locator("[data-slot=timeline-item]");
  await expect(items.locator("[data-slot=timeline-year]")).toHaveText([
    "2010",
    "2015",
    "2023",
    "2024",
    "2025",
  ]);
  await expect(items.locator("[data-slot=timeline-title]")).toHaveText([
    /Finance & Insurance/,
    /Construction & Design/,
    /Cosmetics/,
    /Cleaning & Moving/,
    /Steel Manufacturing/,
  ]);
  await expect(items.locator("[data-slot=timeline-description]")).toHaveCount(5);
  await expect(items.locator("[data-slot=timeline-marker] svg")).toHaveCount(5);
  const colours = await items
    .locator("[data-slot=timeline-marker]")
    .evaluateAll((markers) => markers.map((marker) => getComputedStyle(marker).backgroundColor));
  expect(new Set(colours).size).toBe(5);
});

test("Future Ventures puts the focus on franchise schemes", async ({ page }) => {
  const ventures = section(page, "Future Ventures");
  await expect(ventures.getByText(/focus .* is franchise schemes/)).toBeVisible();
  await expect(ventures.locator("[data-slot=card-title]").first()).toHaveText("Franchise Schemes");
  await expect(ventures.getByRole("link", { name: "Ask About Franchising" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { siteConfig } from "../../app/site.config";
import { expectExternalLink, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero shows the badge and links to About and Contact", async ({ page }) => {
  const hero = section(page, /Essential, Recession-Resistant Businesses/);
  await expect(hero.getByText("6 Active Portfolio Companies")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Learn About Us" })).toHaveAttribute(
    "href",
    "/about",
  );
  await expect(hero.getByRole("link", { name: "Partner With Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await hero.getByRole("link", { name: "Partner With Us" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page).toHaveTitle(pages.contact.title);
});

test("the stats row shows the four figures of the group", async ({ page }) => {
  const stats = page.getByRole("list", { name: "Key figures" }).locator("[data-slot=stat]");
  await expect(stats.locator("[data-slot=stat-value]")).toHaveText(["6", "$10M+", "100+", "2+"]);
  await expect(stats.locator("[data-slot=stat-label]")).toHaveText([
    "Active Ventures",
    "Total Investment",
    "Employees",
    "Markets",
  ]);
  await expect(stats.locator("[data-slot=stat-icon] svg")).toHaveCount(4);
});

test("the ecosystem diagram lists its four steps in order", async ({ page }) => {
  const steps = section(page, "One Interconnected Ecosystem").locator("[data-slot=process-step]");
  await expect(steps.locator("[data-slot=process-step-number]")).toHaveText(["1", "2", "3", "4"]);
  await expect(steps.getByRole("heading")).toHaveText([
    "Construction & Manufacturing",
    "Moving Services",
    "Cleaning Subscriptions",
    "Customer Lifecycle Retention",
  ]);
  await expect(steps.locator("[data-slot=process-step-description]")).toHaveText([
    /entry point/i,
    /cross-sell/i,
    /recurring revenue/i,
    /loop/i,
  ]);
});

test("five industry cards show market status and cyclical susceptibility", async ({ page }) => {
  const cards = section(page, "Industries We Invest In").locator("[data-slot=industry-card]");
  await expect(cards).toHaveCount(5);
  const expected: [title: string, marketStatus: string, cyclical: string][] = [
    ["Home Manufacturing", "Stable Growth", "Low Susceptibility"],
    ["Manufacturing & Steel", "Expanding", "Moderate"],
    ["Essential Services", "Recession-Resistant", "Very Low"],
    ["Financial Services", "Opportunity Growth", "Moderate"],
    ["Consumer Products", "Premium Growth", "Low-Moderate"],
  ];
  for (const [index, [title, marketStatus, cyclical]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.locator("[data-slot=industry-card-market-status]")).toHaveText(marketStatus);
    await expect(card.locator("[data-slot=industry-card-cyclical] dd")).toHaveText(cyclical);
    await expect(card.locator("[data-slot=industry-card-reasons] li")).toHaveCount(3);
  }
});

test("the community vision links to the community project in a new tab", async ({ page }) => {
  const community = section(page, "Investing in the Communities We Serve");
  await expect(community.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expectExternalLink(
    community.getByRole("link", { name: /Visit Heritage Roots Community/ }),
    siteConfig.externalSites.communityProject,
  );
});

test("the call to action leads to the contact page", async ({ page }) => {
  const cta = section(page, "Own a Business in an Essential Industry?");
  await cta.getByRole("link", { name: "Get In Touch" }).click();
  await expect(page).toHaveURL("/contact");
});

import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { siteConfig } from "../../app/site.config";
import { expectExternalLink, section } from "./expectations";

/** The seven companies of the specification, by kind, with status and displayed investment. */
const companies: {
  title: string;
  status: "Active" | "Expanding" | "Community Project";
  investment: string;
  href: string | null;
}[] = [
  {
    title: "Keystone Build & Design",
    status: "Active",
    investment: "$2.5M",
    href: "/construction",
  },
  {
    title: "Keystone Steel Works",
    status: "Active",
    investment: "$3.2M",
    href: "/steel-manufacturing",
  },
  { title: "BrightNest Home Cleaning", status: "Active", investment: "$1.8M", href: "/cleaning" },
  { title: "SwiftPath Moving", status: "Active", investment: "$2.1M", href: "/moving" },
  { title: "Keystone Auto Finance", status: "Active", investment: "$1.5M", href: "/financial" },
  { title: "Indago Beauty", status: "Expanding", investment: "$2.8M", href: "/cosmetics" },
  {
    title: "Heritage Roots Community",
    status: "Community Project",
    investment: "Non-Profit",
    href: null,
  },
];

const statusColours: Record<(typeof companies)[number]["status"], RegExp> = {
  Active: /\bbg-success\b/,
  Expanding: /\bbg-info\b/,
  "Community Project": /\bbg-muted\b/,
};

test.beforeEach(async ({ page }) => {
  await page.goto("/portfolio");
});

test("the hero is titled Our Investment History and links to About and Contact", async ({
  page,
}) => {
  const hero = section(page, "Our Investment History");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Our Investment History");
  await expect(hero.getByRole("link", { name: "Our Story" })).toHaveAttribute("href", "/about");
  await expect(hero.getByRole("link", { name: "Partner With Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("four principles explain how industries are chosen", async ({ page }) => {
  const principles = section(page, "How We Choose Industries");
  await expect(principles.locator("[data-slot=card-title]")).toHaveText([
    "AI-Resistant Industries",
    "Economic Pain Points",
    "Essential Services",
    "Market Resilience",
  ]);
});

test("seven company cards show status, investment, description, sectors, growth and a link", async ({
  page,
}) => {
  const cards = page.locator("[data-slot=portfolio-card]");
  await expect(cards).toHaveCount(7);
  for (const [index, company] of companies.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(company.title);
    const badge = card.locator("[data-slot=status-badge]");
    await expect(badge).toHaveText(company.status);
    await expect(badge).toHaveClass(statusColours[company.status]);
    await expect(card.locator("[data-slot=portfolio-card-investment]")).toContainText(
      company.investment,
    );
    await expect(card.locator("[data-slot=portfolio-card-description]")).not.toBeEmpty();
    expect(await card.locator("[data-slot=portfolio-card-sectors] li").count()).toBeGreaterThan(0);
    await expect(card.locator("[data-slot=portfolio-card-growth]")).toHaveText("Growing");
    const link = card.getByRole("link", { name: /^View Details/ });
    if (company.href) {
      await expect(link).toHaveAttribute("href", company.href);
      await expect(link).not.toHaveAttribute("target", /.*/);
    } else {
      await expectExternalLink(link, siteConfig.externalSites.communityProject);
    }
  }
});

test("View Details opens the company's page at the top", async ({ page }) => {
  await page
    .locator("[data-slot=portfolio-card]", { hasText: "Keystone Steel Works" })
    .getByRole("link", { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL("/steel-manufacturing");
  await expect(page).toHaveTitle(pages.steelManufacturing.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

import { expect, test } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { expectExternalLink, expectMailto, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/cosmetics");
});

test("View Products opens the shop in a new tab", async ({ page }) => {
  await expectExternalLink(
    page.getByRole("link", { name: /^View Products/ }),
    siteConfig.externalSites.cosmeticsShop,
  );
});

test("Try Indago Scan jumps to the skin analysis on the same page", async ({ page }) => {
  const link = page.getByRole("link", { name: "Try Indago Scan" });
  await expect(link).toHaveAttribute("href", "#skin-analysis");
  await link.click();
  await expect(page).toHaveURL(/\/cosmetics#skin-analysis$/);
  await expect(section(page, "Personalized Skin Analysis")).toBeInViewport();
});

test("the stats are 50+ Products, 15+ Countries, 100K+ Customers and 98% Satisfaction", async ({
  page,
}) => {
  const stats = page.locator("[data-slot=stat]");
  await expect(stats.locator("[data-slot=stat-value]")).toHaveText(["50+", "15+", "100K+", "98%"]);
  await expect(stats.locator("[data-slot=stat-label]")).toHaveText([
    "Products",
    "Countries",
    "Customers",
    "Satisfaction",
  ]);
});

test("product cards show an image, category, name and description", async ({ page }) => {
  const cards = section(page, "Featured Products").getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\w{4,}/);
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
  }
});

test("the skin analysis has three steps and books through #contact", async ({ page }) => {
  const analysis = section(page, "Personalized Skin Analysis");
  await expect(analysis.locator("[data-slot=process-step-title]")).toHaveText([
    "Scan",
    "Analyze",
    "Personalize",
  ]);
  const book = analysis.getByRole("link", { name: "Book Your Indago Scan" });
  await expect(book).toHaveAttribute("href", "#contact");
  await book.click();
  await expect(page).toHaveURL(/\/cosmetics#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("four features and the four product categories", async ({ page }) => {
  await expect(
    section(page, "Beauty You Can Feel Good About").locator("[data-slot=feature-card]"),
  ).toHaveCount(4);
  await expect(section(page, "Product Categories").locator("[data-slot=card-title]")).toHaveText([
    "Skincare",
    "Color Cosmetics",
    "Hair Care",
    "Fragrance",
  ]);
});

test("the contact section has an e-mail link and a call link", async ({ page }) => {
  const contact = page.locator("section#contact");
  await expectMailto(contact.getByRole("link", { name: "Email Us" }));
  await expect(contact.getByRole("link", { name: /^Call / })).toHaveAttribute(
    "href",
    /^tel:\+\d{11}$/,
  );
});

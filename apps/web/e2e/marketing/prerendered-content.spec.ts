import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";

/** With scripts off, what a visitor (or a crawler) gets is the prerendered HTML alone. */
test.use({ javaScriptEnabled: false });

const expectedContent: Record<string, Record<string, number>> = {
  [pages.home.path]: {
    "[data-slot=stat]": 4,
    "#ecosystem [data-slot=process-step]": 4,
    "[data-slot=industry-card]": 5,
    "#community [data-slot=feature-card]": 3,
    "#get-in-touch a[href='/contact']": 1,
  },
  [pages.portfolio.path]: {
    "#principles [data-slot=feature-card]": 4,
    "[data-slot=portfolio-card]": 7,
    "[data-slot=status-badge]": 7,
    "[data-slot=portfolio-card-link]": 7,
  },
  [pages.about.path]: {
    "#story [data-slot=stat]": 1,
    "#values [data-slot=feature-card]": 4,
    "[data-slot=timeline-item]": 5,
    "#future-ventures [data-slot=feature-card]": 3,
  },
  [pages.contact.path]: {
    "form [name=name], form [name=email], form [name=phone]": 3,
    "form [name=department] option": 6,
    "form [name=subject], form textarea[name=message]": 2,
    "a[href^='mailto:']": 2,
  },
  [pages.construction.path]: {
    "#expertise [data-slot=feature-card]": 6,
    "[data-slot=carousel-item]": 16,
    "[data-slot=carousel-item] img[width][height]": 16,
    "#process [data-slot=process-step]": 4,
    "[data-slot=testimonial]": 2,
  },
  [pages.steelManufacturing.path]: {
    "#capabilities [data-slot=feature-card]": 3,
    "#applications li": 8,
    "#why-steel [data-slot=feature-card]": 4,
  },
  [pages.cleaning.path]: {
    "#services [data-slot=feature-card]": 6,
    "[data-slot=pricing-card]": 3,
    "[data-slot=pricing-card-popular]": 1,
  },
  [pages.moving.path]: {
    "#benefits [data-slot=feature-card]": 4,
    "#local-moving button, #regional-moving button": 2,
    "#process [data-slot=process-step]": 4,
  },
  [pages.financial.path]: {
    "#services [data-slot=feature-card]": 3,
    "#why-us [data-slot=feature-card]": 4,
    "#partners img[width][height]": 4,
  },
  [pages.cosmetics.path]: {
    "[data-slot=stat]": 4,
    "#products img[width][height]": 4,
    "#skin-analysis [data-slot=process-step]": 3,
    "#why-indago [data-slot=feature-card]": 4,
    "#categories [data-slot=feature-card]": 4,
    "#contact a[href^='tel:']": 1,
  },
};

for (const [path, counts] of Object.entries(expectedContent)) {
  test(`${path} is complete before any script runs`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-slot=site-header]")).toBeVisible();
    await expect(page.locator("[data-slot=site-footer]")).toBeVisible();
    for (const [selector, count] of Object.entries(counts)) {
      await expect(page.locator(selector), selector).toHaveCount(count);
    }
  });
}

test("every project of the carousel is in the HTML with its title", async ({ page }) => {
  await page.goto(pages.construction.path);
  const titles = await page.locator("[data-slot=carousel-item] h3").allTextContents();
  expect(titles).toHaveLength(16);
  expect(new Set(titles).size).toBe(16);
});

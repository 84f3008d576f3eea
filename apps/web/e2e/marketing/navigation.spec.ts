import { expect, test } from "@playwright/test";
import { headerLinks } from "../../app/content/navigation";
import { pages } from "../../app/content/pages";
import { expectScrolledToTop, scrollToBottom } from "./expectations";
import { marketingPages, mobileViewport } from "./marketing-pages";

test("a page opened from the footer starts at the top", async ({ page }) => {
  await page.goto("/");
  await scrollToBottom(page);
  await page
    .locator("[data-slot=site-footer-quick-links]")
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(page).toHaveTitle(pages.about.title);
  await expectScrolledToTop(page);
});

test("a page opened from inside the content starts at the top", async ({ page }) => {
  await page.goto("/portfolio");
  const card = page.locator("[data-slot=portfolio-card]", { hasText: "Indago Beauty" });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("link", { name: /^View Details/ }).click();
  await expect(page).toHaveURL("/cosmetics");
  await expect(page).toHaveTitle(pages.cosmetics.title);
  await expectScrolledToTop(page);
});

test("the header marks the current page as the visitor moves around", async ({ page }) => {
  await page.goto("/");
  const nav = page.locator("[data-slot=site-header-nav]");
  for (const link of [...headerLinks].reverse()) {
    await nav.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.href);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(link.label);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test.describe("at 375 px", () => {
  test.use({ viewport: mobileViewport });

  test("the links sit behind a menu toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("[data-slot=site-header-menu]");
    await expect(page.locator("[data-slot=site-header-nav]")).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(headerLinks.map((link) => link.label));
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Home");

    await toggle.click();
    await expect(menu).toBeHidden();
  });

  const menuLinks = [
    {
      from: "/",
      link: "Portfolio",
      to: "/portfolio",
      name: "a menu link closes the menu and opens its page at the top",
    },
    {
      from: "/contact",
      link: "Contact",
      to: "/contact",
      name: "the current page's menu link closes the menu and brings the visitor back to the top",
    },
  ];
  for (const { from, link, to, name } of menuLinks) {
    test(name, async ({ page }) => {
      await page.goto(from);
      await scrollToBottom(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await page.locator("[data-slot=site-header-menu]").getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(to);
      await expect(page.locator("[data-slot=site-header-menu]")).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expectScrolledToTop(page);
    });
  }

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.locator("[data-slot=site-header-menu]").getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-slot=site-header-menu]")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("no marketing page scrolls sideways", async ({ page }) => {
    for (const entry of marketingPages) {
      await page.goto(entry.path);
      await expect(page).toHaveTitle(entry.title);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, entry.path).toBeLessThanOrEqual(0);
    }
  });
});

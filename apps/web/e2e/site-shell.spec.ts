import { expect, test } from "@playwright/test";
import { footerQuickLinks, headerLinks } from "../app/content/navigation";
import { pages } from "../app/content/pages";
import { recordPolicyViolations } from "./policy-violations";

const routed = Object.values(pages).filter((page) => page.path !== pages.notFound.path);

for (const page of routed) {
  test(`${page.path} has its title, the header and the footer`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab).toHaveTitle(page.title);
    await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();

    const header = tab.locator("[data-slot=site-header]");
    const mainNav = header.locator("[data-slot=site-header-nav]");
    for (const link of headerLinks) {
      await expect(mainNav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    const current = mainNav.locator('[aria-current="page"]');
    if (headerLinks.some((link) => link.href === page.path)) {
      await expect(current).toHaveAttribute("href", page.path);
    } else {
      await expect(current).toHaveCount(0);
    }

    const quickLinks = tab.locator("[data-slot=site-footer-quick-links]").getByRole("link");
    await expect(quickLinks).toHaveText(footerQuickLinks.map((link) => link.label));
    for (const [index, link] of footerQuickLinks.entries()) {
      await expect(quickLinks.nth(index)).toHaveAttribute("href", link.href);
    }
  });
}

test("every marketing page's heading is in its HTML before any script runs", async ({
  request,
}) => {
  for (const page of routed.filter((entry) => entry.indexable)) {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain(`<title>${page.title.replace(/&/g, "&amp;")}</title>`);
  }
});

test("the footer's quick links navigate to their pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("[data-slot=site-footer-quick-links]");
  await footer.getByRole("link", { name: "Our Portfolio" }).click();
  await expect(page).toHaveURL("/construction");
  await expect(page).toHaveTitle(pages.construction.title);
  await footer.getByRole("link", { name: "Investment Analysis" }).click();
  await expect(page).toHaveURL("/analysis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Analysis Tool");
});

test("the analysis tool loads its crawl client under the policy without a violation", async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  const response = await page.goto(pages.analysis.path);
  expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  // Enabled once React owns the page: every module of the route, the crawl client's schemas
  // included, has run by then.
  await expect(page.getByRole("button", { name: "Set API Key" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

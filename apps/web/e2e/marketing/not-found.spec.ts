import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";

test("a nested unknown path shows the not-found page, noindex, and logs the path", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/services/plumbing/quote");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(pages.notFound.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect.poll(() => logged.join("\n")).toContain("/services/plumbing/quote");
});

test("the not-found page leads back home", async ({ page }) => {
  await page.goto("/no-such-division");
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", pages.home.path);
  await home.click();
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle(pages.home.title);
});

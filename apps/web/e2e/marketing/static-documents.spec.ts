import { expect, type Page, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { marketingPages, notFoundProbe } from "./marketing-pages";

/** Every script a document loads, by where it comes from. */
async function scriptsOf(page: Page) {
  return page
    .locator("script")
    .evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).src || "inline"),
    );
}

for (const { path } of [...marketingPages, notFoundProbe]) {
  test(`${path} runs one small script and no framework`, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const scripts = await scriptsOf(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/static-page-[\w-]+\.js$/);
    expect(requested).toEqual([new URL(scripts[0] ?? "").pathname]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
}

test("the analysis tool is the one page that loads the application", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const response = await page.goto(pages.analysis.path);
  // Its first screen is prerendered, then hydrated: a mismatch would be reported as an error.
  expect(await response?.text()).toContain("Website Analysis Setup");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  expect(await scriptsOf(page)).not.toContainEqual(expect.stringMatching(/static-page-/));
});

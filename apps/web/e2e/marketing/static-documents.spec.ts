import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { marketingPages, mobileViewport, notFoundProbe } from "./marketing-pages";

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
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(pages.analysis.path);
  // Its first screen is prerendered, then hydrated: a mismatch would be reported as an error.
  expect(await response?.text()).toContain("Website Analysis Setup");
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  // The tool's client entry boots its island alone: no router, no route module, no router data.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(requested.some((script) => /\/assets\/entry\.client-[\w-]+\.js$/.test(script))).toBe(true);
  expect(
    requested.filter((script) => /\/assets\/(manifest|root|site-layout)-/.test(script)),
  ).toEqual([]);
  expect(await scriptsOf(page)).not.toContainEqual(expect.stringMatching(/static-page-/));
});

test("the analysis tool hydrates its own markup only; the header's menu works as on a marketing page", async ({
  page,
}) => {
  await page.setViewportSize(mobileViewport);
  await page.goto(pages.analysis.path);
  const island = page.locator("[data-island]");
  await expect(island.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await expect(island.locator("header, footer, nav")).toHaveCount(0);
  // The key form's button is disabled until React has hydrated the tool.
  await expect(island.getByRole("button", { name: "Set API Key" })).toBeEnabled();
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("[data-slot=site-header-menu]")).toBeVisible();
});

test("whether a document loads React is what its page declares in the page table", async ({
  request,
}) => {
  for (const page of Object.values(pages).filter((entry) => entry.path !== pages.notFound.path)) {
    const html = await (await request.get(page.path)).text();
    // A page that hydrates boots the client entry (scripts/documents/island-document.ts), with
    // no router data; every other page runs the static page's script alone.
    expect(html.includes("__reactRouterContext"), page.path).toBe(false);
    expect(/\/assets\/entry\.client-[\w-]+\.js/.test(html), page.path).toBe(page.hydrates);
    expect(/\/assets\/static-page-[\w-]+\.js/.test(html), page.path).toBe(!page.hydrates);
  }
});

// React Router renders its SPA fallback document for "/" and refuses to build one without the
// app's scripts; the one module that tells that render apart from the home page's relies on a
// field of the framework's entry context. If the framework stops setting it, the fallback loses
// its scripts; if it sets it for every render, the home page gains them.
test("the SPA fallback document that the framework writes loads the application", async () => {
  const buildDir = process.env.WEB_BUILD_DIR ?? "build";
  const fallback = await readFile(path.join(buildDir, "client", "__spa-fallback.html"), "utf8");
  expect(fallback).toContain("__reactRouterContext");
  expect(fallback).not.toMatch(/static-page-[\w-]+\.js/);
  const home = await readFile(path.join(buildDir, "client", "index.html"), "utf8");
  expect(home).not.toContain("__reactRouterContext");
});

test("the marketing pages' one script stays within 4 KB gzipped", async ({ request }) => {
  const html = await (await request.get(pages.home.path)).text();
  const src = html.match(/\/assets\/static-page-[\w-]+\.js/)?.[0];
  expect(src).toBeDefined();
  const script = await (await request.get(src ?? "")).body();
  expect(script.length).toBeGreaterThan(0);
  expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(4 * 1024);
});

import { expect, test } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { socialImage } from "../../app/lib/social-image";
import { siteConfig } from "../../app/site.config";
import { marketingPages } from "./marketing-pages";

const { origin } = siteConfig;

// One test per page: each loads one document, so a busy machine slows each test, not one test
// by ten. The page table's unit test holds every title and description unique.
for (const entry of marketingPages) {
  test(`${entry.path} has its own title, description, canonical URL and social tags`, async ({
    page,
  }) => {
    await page.goto(entry.path);
    const url = new URL(entry.path, origin).href;
    await expect(page).toHaveTitle(entry.title);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      entry.description,
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", entry.title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      entry.description,
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${origin}${socialImage.path}`,
    );
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      socialImage.alt,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute(
      "content",
      entry.title,
    );
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test("the social image is served at the path its absolute URL names", async ({ request }) => {
  const response = await request.get(socialImage.path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(socialImage.type);
});

test("the analysis tool is noindex", async ({ page }) => {
  await page.goto(pages.analysis.path);
  await expect(page).toHaveTitle(pages.analysis.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the not-found page is noindex and names no canonical URL", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle(pages.notFound.title);
  const head = page.locator("head");
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(head.locator('meta[property="og:url"]')).toHaveCount(0);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    socialImage.url,
  );
});

test("sitemap.xml lists the ten marketing pages and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(
    marketingPages.map((entry) => new URL(entry.path, origin).href).sort(),
  );
});

test("robots.txt allows crawling and announces the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/text\/plain/);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

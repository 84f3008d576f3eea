/**
 * Draws the social card (public/social-card.png) from the brand mark, name and tagline of the site
 * configuration: `pnpm exec tsx scripts/render-social-image.ts`. Run it again when either changes;
 * the PNG is committed so that a build needs no browser.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumLaunchOptions } from "@keystone/chromium";
import { chromium } from "@playwright/test";
import { socialImage } from "../app/lib/social-image";
import { siteConfig } from "../app/site.config";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { width, height } = socialImage;

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

// The mark is public/favicon.svg scaled up; the colours are the header's (theme-color and highlight).
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0f172a"/>
  <rect x="0" y="${height - 24}" width="${width}" height="24" fill="#f59e0b"/>
  <g transform="translate(96 96) scale(6.5)">
    <rect width="32" height="32" rx="6" fill="#1e293b"/>
    <path d="M9 7h4v7l6-7h5l-7 8 7 10h-5l-5-7-1 1v6H9z" fill="#f59e0b"/>
  </g>
  <text x="96" y="430" fill="#f8fafc" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700">${escapeXml(siteConfig.name)}</text>
  <text x="96" y="500" fill="#cbd5e1" font-family="DejaVu Sans, Arial, sans-serif" font-size="40">${escapeXml(siteConfig.tagline)}</text>
</svg>`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0">${card}</body>`);
  const file = path.join(appRoot, "public", socialImage.path);
  await page.locator("svg").screenshot({ path: file, type: "png" });
  console.info(`social-image: ${path.relative(appRoot, file)} written (${width} × ${height})`);
} finally {
  await browser.close();
}

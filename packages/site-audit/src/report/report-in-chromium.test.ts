import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromiumLaunchOptions } from "@keystone/chromium";
import { type Browser, type BrowserContextOptions, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE, hostileReportInput } from "./report.fixture";
import { renderReport } from "./render-report";

/**
 * The report as a reader gets it: written to a file and opened from disk in the Chromium of the
 * machine, with scripts blocked and with them allowed. Its input carries crawled text made to run
 * code (HOSTILE); each assertion here fails if any of it became markup.
 */

let browser: Browser;
let folder: string;
let reportUrl: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "site-audit-report-"));
  const file = join(folder, "report.html");
  await writeFile(file, renderReport(await hostileReportInput()));
  reportUrl = pathToFileURL(file).href;
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

/** The report in a fresh context, with every console message and page error it caused. */
async function openReport(options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(reportUrl);
  return { page, messages, close: () => context.close() };
}

/** Every disclosure open, so that what they hold is read (axe, visibility) as well. */
const openAll = (page: Page) =>
  page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });

describe("the report opened from disk in Chromium", () => {
  it.each([
    ["blocked", false],
    ["allowed", true],
  ])(
    "with scripts %s, crawled markup shows as its characters and nothing of it runs",
    async (_, javaScriptEnabled) => {
      const { page, messages, close } = await openReport({ javaScriptEnabled });
      try {
        // Nothing of the crawl ran (each hostile string sets window.__pwned if it runs).
        expect(
          await page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
        ).toBeUndefined();
        // The site names are headings: the hostile ones read as typed.
        for (const name of [HOSTILE.scriptTitle, HOSTILE.attributeTitle]) {
          expect(await page.getByRole("heading", { name, exact: true }).isVisible()).toBe(true);
        }
        const text = (await page.locator("body").textContent()) ?? "";
        for (const hostile of Object.values(HOSTILE)) expect(text).toContain(hostile);
        expect(await page.title()).toBe(`Audit of ${HOSTILE.scriptTitle}`);

        // No element came from the crawl: no script, image, extra style, or event handler.
        expect(await page.locator("script, img, iframe, object, embed, form").count()).toBe(0);
        expect(await page.locator("style").count()).toBe(1);
        const handlers = await page
          .locator("*")
          .evaluateAll((all) =>
            all.flatMap((element) =>
              element.getAttributeNames().filter((name) => name.startsWith("on")),
            ),
          );
        expect(handlers).toEqual([]);

        // Links are http(s) or to the report itself; javascript: and data: URLs are text.
        const hrefs = await page
          .locator("a")
          .evaluateAll((all) => all.map((anchor) => anchor.getAttribute("href") ?? "(none)"));
        expect(hrefs.length).toBeGreaterThan(20);
        expect(hrefs.filter((href) => !/^(https?:\/\/|#)/.test(href))).toEqual([]);
        const shownAsText = await page
          .getByText(HOSTILE.javascriptUrl, { exact: true })
          .evaluateAll((all) => all.map((node) => node.tagName));
        expect(shownAsText.length).toBeGreaterThan(0);
        expect(new Set(shownAsText)).toEqual(new Set(["SPAN"]));

        // The one stylesheet applied: the policy's hash is its own, so no violation was reported.
        expect(await page.locator("body").evaluate((body) => getComputedStyle(body).maxWidth)).toBe(
          "960px",
        );
        expect(messages).toEqual([]);
      } finally {
        await close();
      }
    },
    60_000,
  );

  it("opens and closes an issue with the keyboard, no script needed, and shows where focus is", async () => {
    const { page, close } = await openReport({ javaScriptEnabled: false });
    try {
      const group = page.locator("details.group").first();
      const summary = group.locator("summary");
      await summary.focus();
      expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
        "solid",
      );
      await page.keyboard.press("Enter");
      expect(await group.getAttribute("open")).toBe("");
      expect(await group.locator(".pages li").first().isVisible()).toBe(true);
      await page.keyboard.press("Enter");
      expect(await group.getAttribute("open")).toBeNull();
    } finally {
      await close();
    }
  }, 60_000);

  it.each(["light", "dark"] as const)(
    "axe finds no violation in the %s scheme, every group open",
    async (colorScheme) => {
      const { page, messages, close } = await openReport({ colorScheme });
      try {
        const background = await page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
        expect(background).toBe(colorScheme === "light" ? "rgb(251, 252, 253)" : "rgb(17, 21, 29)");
        await openAll(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map(
          (violation) =>
            `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
        );
        expect(summary).toEqual([]);
        expect(messages).toEqual([]);
      } finally {
        await close();
      }
    },
    // axe reads every node's colours: about 20 s on a quiet 2-core machine, so a wide margin.
    180_000,
  );

  it("prints on A4 with every group open and the colours of the light scheme", async () => {
    const { page, close } = await openReport({ colorScheme: "dark" });
    try {
      const firstItem = page.locator("details.group .pages li").first();
      expect(await firstItem.isVisible()).toBe(false);
      await page.emulateMedia({ media: "print" });
      expect(await firstItem.isVisible()).toBe(true);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      ).toBe("rgb(255, 255, 255)");
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // A4 is 595 × 842 points (Chromium rounds to its pixel grid); several pages, all groups open.
      const text = pdf.toString("latin1");
      const boxes = [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
      expect(boxes.length).toBeGreaterThan(1);
      for (const [, width, height] of boxes) {
        expect(Math.abs(Number(width) - 595.28)).toBeLessThan(2);
        expect(Math.abs(Number(height) - 841.89)).toBeLessThan(2);
      }
    } finally {
      await close();
    }
  }, 60_000);
});

import { execFileSync } from "node:child_process";
import { chromium } from "playwright";
import { expect, test } from "vitest";
import { chromiumLaunchOptions, chromiumPath } from "./chromium.js";

test("the launch options start the installed Chromium headless", async () => {
  const installed = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    expect(await page.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
    // The very binary of chromiumPath, not a browser of Playwright's own.
    expect(installed).toContain(browser.version());
  } finally {
    await browser.close();
  }
}, 60_000);

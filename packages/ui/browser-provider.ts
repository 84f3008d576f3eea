import { playwright } from "@vitest/browser-playwright";

/** Debian's Chromium is the only browser on our machines: never let Playwright look for its own. */
export const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  },
});

import { playwright } from "@vitest/browser-playwright";
import type { LaunchOptions } from "playwright";

/** Debian's Chromium is the only browser on our machines: never let Playwright look for its own. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
} satisfies LaunchOptions;

export const chromium = playwright({ launchOptions });

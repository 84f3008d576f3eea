import { chromiumLaunchOptions } from "@keystone/chromium";
import { playwright } from "@vitest/browser-playwright";

export const chromium = playwright({ launchOptions: chromiumLaunchOptions });

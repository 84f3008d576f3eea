import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

const configDir = path.join(import.meta.dirname, ".storybook");

// Debian's Chromium is the only browser on our machines: never let Playwright look for its own.
const chromium = playwright({
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

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: "storybook",
            browser: {
              enabled: true,
              headless: true,
              provider: chromium,
              instances: [{ browser: "chromium" }],
            },
          },
        },
      ],
    },
  }),
);

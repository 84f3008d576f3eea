import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from "vitest/config";
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

function storybookProject(
  name: string,
  theme: "light" | "dark",
  tags?: { exclude: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { theme }, tags })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] },
        },
        storybookProject("storybook", "light"),
        // The dark tokens must pass the same axe checks as the light ones. Interactions are
        // theme-independent, so stories with a play function run once, in the light project:
        // this keeps the suite within a few minutes on two cores.
        storybookProject("storybook-dark", "dark", { exclude: ["play-fn"] }),
      ],
    },
  }),
);

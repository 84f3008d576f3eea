import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { chromium } from "./browser-provider";
import viteConfig from "./vite.config";

const configDir = path.join(import.meta.dirname, ".storybook");

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

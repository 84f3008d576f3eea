import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { chromium } from "./browser-provider";
import viteConfig from "./vite.config";

const configDir = path.join(import.meta.dirname, ".storybook");

function storybookProject(name: string, theme: "light" | "dark"): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" }],
        // The first run compiles every story before Chromium connects; on two busy cores that can
        // take longer than the default minute.
        connectTimeout: 300_000,
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
        // The dark tokens must pass the same axe checks, in every state the play functions reach.
        storybookProject("storybook-dark", "dark"),
      ],
    },
  }),
);

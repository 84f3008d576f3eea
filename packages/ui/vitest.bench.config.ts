import { defineConfig, mergeConfig } from "vitest/config";
import { chromium } from "./browser-provider";
import viteConfig from "./vite.config";

/** `pnpm bench`: measures the JSON viewer in Chromium and prints the figures. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: "bench",
      include: ["bench/**/*.bench.tsx"],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" }],
      },
    },
  }),
);

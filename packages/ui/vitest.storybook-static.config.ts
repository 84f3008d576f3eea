import { defineConfig } from "vitest/config";

/** `pnpm test:storybook-static`: opens the static build in Chromium, through its server. */
export default defineConfig({
  test: {
    name: "storybook-static",
    environment: "node",
    include: [".storybook/static-build.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

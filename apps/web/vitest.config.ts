import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { staticPageScript } from "./vite-plugins/static-page-script";

export default defineConfig({
  // The root document names the static page's script; the tests that render it need its URL.
  plugins: [staticPageScript({ entry: "app/behaviours/static-page.ts" })],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // The app's units, and those of its tooling: the bench's calibration, the e2e reporters.
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "e2e/reporters/*.test.ts"],
    environment: "node",
  },
});

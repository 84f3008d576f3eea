import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(
  readFileSync(new URL("./package.json", import.meta.url), "utf8"),
) as {
  version: string;
};

export default defineConfig({
  // The v2 entries reach nothing of the v1 client, so an app using only v2 never bundles it.
  entry: {
    index: "src/index.ts",
    browser: "src/browser.ts",
    v2: "src/v2.ts",
    "v2-browser": "src/v2-browser.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  // The version is inlined at build time so that the very first request already names it.
  define: { __CRAWL_CLIENT_VERSION__: JSON.stringify(version) },
});

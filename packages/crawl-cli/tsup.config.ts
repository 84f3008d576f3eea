import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(
  readFileSync(new URL("./package.json", import.meta.url), "utf8"),
) as { version: string };

export default defineConfig({
  entry: { bin: "src/bin.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  clean: true,
  sourcemap: true,
  // The SDK and the libraries stay dependencies, resolved at run time, not bundled in. The audit
  // engine is a private workspace package, never published: it is bundled into the bin with its
  // own libraries (htmlparser2, papaparse, zod), so the published CLI needs nothing unpublished.
  noExternal: [/^@keystone\/site-audit(\/|$)/],
  define: { __CRAWL_CLI_VERSION__: JSON.stringify(version) },
});

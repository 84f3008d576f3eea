import { defineConfig } from "tsup";

export default defineConfig({
  // The conversion worker is an entry of its own: `parse/conversion.ts` starts it by file name.
  entry: {
    index: "src/index.ts",
    cli: "src/cli.ts",
    "convert-worker": "src/parse/convert-worker.ts",
  },
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: { entry: "src/index.ts" },
  clean: true,
  sourcemap: true,
});

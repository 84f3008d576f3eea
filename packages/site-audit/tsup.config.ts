import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    vocabulary: "src/vocabulary.ts",
    compare: "src/compare.ts",
    csv: "src/csv.ts",
    fixtures: "src/fixtures.ts",
    report: "src/report/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});

import { defineConfig } from "tsup";
import { dictionaryTextEsbuild } from "./dictionary-text";

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
  // The English dictionary's files, as text in a chunk of their own (`src/spelling`).
  noExternal: [/^dictionary-en\//],
  esbuildPlugins: [dictionaryTextEsbuild],
});

import { defineConfig } from "vitest/config";
import { dictionaryTextVite } from "./dictionary-text";

export default defineConfig({
  plugins: [dictionaryTextVite],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    hookTimeout: 60_000,
  },
});

import { readFile, readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { packageDir } from "./runtimes/runtime-process";

const MARKER = /<!-- example: (examples\/[\w-]+\.ts) -->\s*```ts\n([\s\S]*?)```/g;

// The examples themselves are type-checked by `typecheck` (tsc -p examples).
describe("README examples", () => {
  it("embed each example file verbatim, and every example file is embedded", async () => {
    const readme = await readFile(`${packageDir}README.md`, "utf8");
    const embedded = [...readme.matchAll(MARKER)];
    const files = (await readdir(`${packageDir}examples`)).filter((name) => name.endsWith(".ts"));
    expect(embedded.map((match) => match[1]).sort()).toEqual(
      files.map((name) => `examples/${name}`).sort(),
    );
    for (const [, path, code] of embedded) {
      expect(code, path).toBe(await readFile(`${packageDir}${path}`, "utf8"));
    }
  });
});

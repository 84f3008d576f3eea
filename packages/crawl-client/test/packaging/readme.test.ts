import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { packageDir } from "../support/built-package.js";
import { operations } from "../support/openapi.js";
import { OPERATION_CALLS } from "../support/operations.js";

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

describe("README coverage table", () => {
  it("lists every path of the v2 OpenAPI with its method and the method of ours that calls it", async () => {
    const readme = await readFile(`${packageDir}README.md`, "utf8");
    const section = readme.slice(readme.indexOf("### Which v2 routes are covered"));
    const rows = new Map(
      [...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)`\s*\| ([^|]+)\|$/gm)].map(
        ([, method, path, methods]) => [`${method} ${path}`, methods ?? ""],
      ),
    );
    for (const { operationId, method, path } of operations) {
      const row = rows.get(`${method} /v2${path}`);
      expect(row, `${method} ${path}`).toBeDefined();
      expect(row).toContain(`\`${OPERATION_CALLS[operationId]?.method}\``);
    }
    expect(section.slice(0, section.indexOf("## Switching"))).not.toMatch(/not covered/i);
  });
});

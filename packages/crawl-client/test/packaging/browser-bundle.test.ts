import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, packageDir } from "../support/built-package.js";

async function bundle(entry: string, platform: "browser" | "node") {
  const result = await build({
    entryPoints: [`${packageDir}${entry}`],
    bundle: true,
    platform,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const text = result.outputFiles.map((file) => file.text).join("\n");
  return { text, inputs: Object.keys((result.metafile as Metafile).inputs) };
}

describe("the browser entry", () => {
  beforeAll(ensureBuilt, 120_000);

  it("bundles for the browser with no externals and reaches nothing Node-only", async () => {
    const { text, inputs } = await bundle("dist/browser.js", "browser");
    expect(inputs.some((input) => input.includes("node_modules/ws/"))).toBe(false);
    expect(inputs.some((input) => input.startsWith("node:"))).toBe(false);
    expect(inputs.some((input) => /axios\/lib\/adapters\/http\.js$/.test(input))).toBe(false);
    expect(text).not.toMatch(/from\s*["']node:|require\(["']node:/);
    expect(text).not.toMatch(/from\s*["']ws["']|require\(["']ws["']\)/);
    expect(text).toContain("FirecrawlError");
  });

  it("the source entry bundles for the browser too", async () => {
    const { inputs } = await bundle("src/browser.ts", "browser");
    expect(inputs.some((input) => input.includes("node_modules/ws/"))).toBe(false);
  });

  it("while the Node entry does use ws (so the check above can fail)", async () => {
    const { inputs } = await bundle("dist/index.js", "node");
    expect(inputs.some((input) => input.includes("node_modules/ws/"))).toBe(true);
  });
});

import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { bundle as browserCost } from "../../bench/browser-cost.js";
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
    expect(text).not.toMatch(/from\s*["']node:|require\(["']node:/);
    expect(text).not.toMatch(/from\s*["']ws["']|require\(["']ws["']\)/);
    expect(text).toContain("FirecrawlError");
  });

  it("sends over fetch: no axios, and so no XMLHttpRequest, which holds neither the byte cap nor a refused redirect", async () => {
    for (const entry of ["dist/browser.js", "dist/v2-browser.js"]) {
      const { text, inputs } = await bundle(entry, "browser");
      expect(
        inputs.filter((input) => input.includes("node_modules/axios/")),
        entry,
      ).toEqual([]);
      expect(text, entry).not.toContain('"xhr"');
      expect(text, entry).not.toContain("XMLHttpRequest");
      expect(text, entry).toContain('redirect: "manual"');
    }
  });

  it("the source entry bundles for the browser too", async () => {
    const { inputs } = await bundle("src/browser.ts", "browser");
    expect(inputs.some((input) => input.includes("node_modules/ws/"))).toBe(false);
  });

  it("while the Node entry does use ws and axios (so the checks above can fail)", async () => {
    const { text, inputs } = await bundle("dist/index.js", "node");
    expect(inputs.some((input) => input.includes("node_modules/ws/"))).toBe(true);
    expect(inputs.some((input) => input.includes("node_modules/axios/"))).toBe(true);
    expect(text).toContain('"xhr"');
  });
});

/** What a browser app bundles when it imports `code` from the built package. */
async function bundleImport(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: packageDir, loader: "js" },
    bundle: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

describe("the v2 client alone", () => {
  beforeAll(ensureBuilt, 120_000);

  it("pulls nothing of the v1 client into a browser bundle, from the v2 entry or the main one", async () => {
    for (const specifier of ["@keystone/crawl-client/v2", "@keystone/crawl-client"]) {
      const text = await bundleImport(
        `import { FirecrawlClient } from "${specifier}"; export const client = new FirecrawlClient({ apiKey: "k" });`,
      );
      expect(text, specifier).toContain("/v2/scrape");
      expect(text, specifier).not.toContain("/v1/scrape");
      expect(text, specifier).not.toContain("/v1/llmstxt");
    }
  });

  it("while the v1 client does (so the check above can fail)", async () => {
    const text = await bundleImport(
      `import { FirecrawlApp } from "@keystone/crawl-client"; export const app = new FirecrawlApp({ apiKey: "k" });`,
    );
    expect(text).toContain("/v1/llmstxt");
  });
});

describe("the v2 browser bundle with the whole provider in", () => {
  beforeAll(ensureBuilt, 120_000);

  // Sizes are deterministic (one esbuild, gzip -9): measured beside 4.42.0 in the same run, as the
  // bench measures them, not against a figure written down.
  it("is at most 4.42.0's gzipped, everything loaded with the import (issue 23)", async () => {
    const [ours, reference] = await Promise.all([
      browserCost("oursV2"),
      browserCost("referenceV2"),
    ]);
    expect(ours.everythingGzipped).toBe(ours.gzipped);
    expect(ours.gzipped).toBeLessThanOrEqual(reference.gzipped);
  });

  it("carries every family: monitors, sessions, parse, research, support, team", async () => {
    const text = await bundleImport(
      `import { FirecrawlClient } from "@keystone/crawl-client/v2"; export const client = new FirecrawlClient({ apiKey: "k" });`,
    );
    for (const route of [
      "/v2/monitor",
      "/v2/browser",
      "/v2/parse",
      "/v2/search/research",
      "/v2/support/ask",
      "/v2/team/threat-protection",
    ])
      expect(text, route).toContain(route);
    expect(text).not.toMatch(/\bimport\(/);
  });
});

import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, packageDir, run } from "../support/built-package.js";

let workDir = "";
let tarball = "";

async function tool(name: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(`${packageDir}node_modules/.bin/${name}`, args, {
      cwd: workDir,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("the packed tarball", () => {
  beforeAll(async () => {
    await ensureBuilt();
    workDir = await mkdtemp(join(tmpdir(), "crawl-client-pack-"));
    await run("pnpm", ["pack", "--pack-destination", workDir], { cwd: packageDir });
    const [file] = (await readdir(workDir)).filter((name) => name.endsWith(".tgz"));
    tarball = join(workDir, file as string);
    await run("tar", ["xzf", tarball], { cwd: workDir });
  }, 120_000);

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("passes publint in strict mode", async () => {
    const { code, output } = await tool("publint", ["run", tarball, "--strict"]);
    expect(output).toContain("All good");
    expect(code).toBe(0);
  });

  it("passes Are the Types Wrong for node10, node16 (CJS and ESM) and bundlers", async () => {
    const { code, output } = await tool("attw", [tarball, "--format", "ascii"]);
    expect(output).toContain("No problems found");
    expect(code).toBe(0);
  });

  it("ships only the build (and the v2 subpath's pointer for node10), the README and the license, with no workspace ranges", async () => {
    const files = await readdir(join(workDir, "package"), { recursive: true });
    const top = new Set(files.map((file) => String(file).split("/")[0]));
    expect([...top].sort()).toEqual(["LICENSE", "README.md", "dist", "package.json", "v2"]);
    expect(files.filter((file) => String(file).startsWith("v2/"))).toEqual(["v2/package.json"]);
    const manifest = createRequire(import.meta.url)(
      join(workDir, "package", "package.json"),
    ) as Record<string, unknown>;
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
    expect(manifest).toMatchObject({
      name: "@keystone/crawl-client",
      license: "MIT",
      sideEffects: false,
      publishConfig: { access: "public" },
    });
    expect(manifest["private"]).toBeUndefined();
  });

  it("loads from CommonJS and from ESM with the default and named exports", async () => {
    const root = join(workDir, "package", "dist");
    const cjs = createRequire(import.meta.url)(join(root, "index.cjs")) as Record<string, unknown>;
    const esm = (await import(join(root, "index.js"))) as Record<string, unknown>;
    for (const module of [cjs, esm]) {
      expect(module["default"]).toBe(module["Firecrawl"]);
      expect(module["FirecrawlAppV1"]).toBe(module["FirecrawlApp"]);
      expect(typeof module["FirecrawlClient"]).toBe("function");
      expect(typeof module["Watcher"]).toBe("function");
      expect(typeof module["CrawlWatcher"]).toBe("function");
      expect(typeof module["FirecrawlError"]).toBe("function");
    }
    const App = esm["default"] as new (config: object) => { version: string };
    expect(new App({ apiUrl: "http://127.0.0.1:1" }).version).toBe(
      (
        createRequire(import.meta.url)(join(workDir, "package", "package.json")) as {
          version: string;
        }
      ).version,
    );
  });
});

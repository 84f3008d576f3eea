import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { writeSyntheticFolder } from "../../bench/synthetic-folder.js";
import { ensureBuilt, execFileAsync, isolatedEnv, packageDir } from "../support/cli.js";
import { useEmulator } from "../support/emulator.js";

const handle = useEmulator({ apiKeys: [] });
let project = "";
let unpacked = "";

/** `npx @keystone/crawl-cli …` in a project that installed the packed tarballs, as a user would. */
async function npx(args: string[]) {
  const { stdout } = await execFileAsync("npx", ["--no-install", ...args], {
    cwd: project,
    env: { ...isolatedEnv(), npm_config_update_notifier: "false" },
  });
  return stdout;
}

describe("the packed tarball", () => {
  beforeAll(async () => {
    await ensureBuilt();
    const packs = mkdtempSync(join(tmpdir(), "crawl-cli-pack-"));
    const clientDir = join(packageDir, "..", "crawl-client");
    await execFileAsync("pnpm", ["pack", "--pack-destination", packs], { cwd: clientDir });
    await execFileAsync("pnpm", ["pack", "--pack-destination", packs], { cwd: packageDir });
    const tarball = (name: string) =>
      join(packs, readdirSync(packs).find((file) => file.startsWith(name)) as string);
    unpacked = mkdtempSync(join(tmpdir(), "crawl-cli-unpacked-"));
    await execFileAsync("tar", ["xzf", tarball("keystone-crawl-cli-"), "-C", unpacked]);
    project = mkdtempSync(join(tmpdir(), "crawl-cli-project-"));
    // The SDK is not on the registry yet: its tarball stands in for it. Everything else comes
    // from pnpm's store (the workspace installed it), the registry only for what is missing.
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({
        name: "uses-crawl-cli",
        private: true,
        pnpm: {
          overrides: { "@keystone/crawl-client": `file:${tarball("keystone-crawl-client-")}` },
        },
      }),
    );
    await execFileAsync("pnpm", ["add", "--prefer-offline", tarball("keystone-crawl-cli-")], {
      cwd: project,
    });
  }, 180_000);

  it("ships the build, the README and the license, with a bin that runs on Node 20.19+", () => {
    const files = readdirSync(join(unpacked, "package"), { recursive: true }).map(String).sort();
    // The bin and the chunks it imports on demand: the audit's English dictionary (loaded only for
    // a crawl with English pages) and the code the two share.
    const chunk = /^dist\/(chunk|english-dictionary)-[\w-]+\.js(\.map)?$/;
    expect(files.filter((file) => !chunk.test(file))).toEqual([
      "LICENSE",
      "README.md",
      "dist",
      "dist/bin.js",
      "dist/bin.js.map",
      "package.json",
    ]);
    expect(files.filter((file) => file.startsWith("dist/english-dictionary-"))).toHaveLength(2);
    const manifest = JSON.parse(
      readFileSync(join(unpacked, "package", "package.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
    expect(manifest).toMatchObject({
      name: "@keystone/crawl-cli",
      bin: { "keystone-crawl": "./dist/bin.js" },
      engines: { node: ">=20.19" },
      publishConfig: { access: "public" },
    });
    const bin = join(unpacked, "package", "dist", "bin.js");
    expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(bin).mode & 0o111).not.toBe(0);
  });

  it("runs with npx @keystone/crawl-cli, and crawls with the installed SDK", async () => {
    expect((await npx(["@keystone/crawl-cli", "--version"])).trim()).toBe("0.1.0");
    const urls = await npx([
      "keystone-crawl",
      "--api-url",
      handle.emulator.url,
      "map",
      "https://example.com",
      "--limit",
      "2",
    ]);
    expect(urls.trim().split("\n")).toEqual([
      "https://example.com/page-1",
      "https://example.com/page-2",
    ]);
  });

  it("audits with the engine bundled in its bin: the private @keystone/site-audit is not a dependency", async () => {
    const manifest = JSON.parse(
      readFileSync(join(unpacked, "package", "package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).not.toContain("@keystone/site-audit");
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-pack-folder-"));
    await writeSyntheticFolder(dir, "https://packed.example.com/", 3, 2_000);
    const printed = JSON.parse(await npx(["keystone-crawl", "audit", "--from", dir, "--json"])) as {
      format: string;
      audit: { pageCount: number };
    };
    expect(printed.format).toBe("keystone-site-audit");
    expect(printed.audit.pageCount).toBe(3);
  });
});

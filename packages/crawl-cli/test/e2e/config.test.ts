import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, runCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

const handle = useEmulator({ site: { pages: 3, pageBytes: 200 } });

describe("the stored key", () => {
  it("is saved by login from stdin with mode 0600, used from there, shown masked, and removed by logout", async () => {
    const env = isolatedEnv();
    const file = join(env["XDG_CONFIG_HOME"] as string, "keystone-crawl", "config.json");
    const login = await runCli(["login"], { env, input: `${API_KEY}\n` });
    expect(login.code).toBe(0);
    expect(login.stderr).toContain(`Saved key fc-…cafe to ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ apiKey: API_KEY });

    const config = await runCli(["config", "--api-url", handle.emulator.url], { env });
    expect(config.code).toBe(0);
    const view = await runCli(["view-config"], { env });
    expect(view.stdout).toContain(`config file: ${file}`);
    expect(view.stdout).toContain(`server:      ${handle.emulator.url}/ (config file)`);
    expect(view.stdout).toContain("key:         fc-…cafe (config file)");

    // The stored key and server are what a command uses.
    const map = await runCli(["map", "https://example.com", "--limit", "1"], { env });
    expect(map.code).toBe(0);
    expect(map.stdout.trim()).toBe("https://example.com/page-1");

    // FIRECRAWL_API_KEY wins over the file, and --api-key over both.
    const fromEnv = await runCli(["view-config"], {
      env: { ...env, FIRECRAWL_API_KEY: "fc-from-environment-0000beef" },
    });
    expect(fromEnv.stdout).toContain("key:         fc-…beef (FIRECRAWL_API_KEY)");

    for (const result of [login, config, view, map, fromEnv])
      expect(result.stdout + result.stderr).not.toContain(API_KEY);

    const logout = await runCli(["logout"], { env });
    expect(logout.code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ apiUrl: `${handle.emulator.url}/` });
    const after = await runCli(["view-config"], { env });
    expect(after.stdout).toContain("key:         none (a self-hosted server needs none)");
    const refused = await runCli(["map", "https://example.com"], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/AuthenticationError HTTP 401/);
  });

  it("refuses an empty key, and a config file that is not JSON, in one line", async () => {
    const env = isolatedEnv();
    const empty = await runCli(["login"], { env, input: "\n" });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/stdin: the key is empty/);
    const spaced = await runCli(["login", "--api-key", "fc-two words"], { env });
    expect(spaced.code).toBe(2);
    await runCli(["config", "--api-url", handle.emulator.url], { env });
    const file = join(env["XDG_CONFIG_HOME"] as string, "keystone-crawl", "config.json");
    writeFileSync(file, "{not json");
    const broken = await runCli(["view-config"], { env });
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim()).toBe(`keystone-crawl: ${file} is not JSON; fix it or delete it`);
  });
});

describe("a key with whitespace around it", () => {
  // `-k "$(cat key.txt)"` keeps the CR of a CRLF file; a hand-edited config file keeps spaces. The
  // SDK sends the key trimmed: --verbose must mask that, the value sent, and never print it whole.
  it.each([
    ["-k from a CRLF file", `${API_KEY}\r`, "flag"],
    ["a hand-edited config file", ` ${API_KEY} `, "config"],
    ["FIRECRAWL_API_KEY with a tab", `\t${API_KEY}\n`, "env"],
  ] as const)("is trimmed and masked in --verbose output: %s", async (_name, key, where) => {
    const env = isolatedEnv(where === "env" ? { FIRECRAWL_API_KEY: key } : {});
    if (where === "config") {
      const dir = join(env["XDG_CONFIG_HOME"] as string, "keystone-crawl");
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(join(dir, "config.json"), JSON.stringify({ apiKey: key }), { mode: 0o600 });
    }
    const result = await runCli(
      [
        "--verbose",
        "--api-url",
        handle.emulator.url,
        ...(where === "flag" ? ["-k", key] : []),
        "map",
        "https://example.com",
        "--limit",
        "1",
      ],
      { env },
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("Authorization: Bearer fc-…cafe");
    expect(result.stdout + result.stderr).not.toContain(API_KEY);
  });
});

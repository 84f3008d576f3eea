import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { maskKey, resolveCredentials } from "./credentials.js";
import { configDir } from "./paths.js";
import { isExposed, readConfig, writeConfig } from "./store.js";

const KEY = "fc-0123456789abcdef0123456789abcdef";

function home() {
  const root = mkdtempSync(join(tmpdir(), "crawl-cli-config-"));
  return { HOME: root, XDG_CONFIG_HOME: join(root, "xdg") };
}

describe("the config file", () => {
  it("sits in the platform's config directory (XDG on Linux)", () => {
    expect(configDir({ HOME: "/h", XDG_CONFIG_HOME: "/x" }, "linux")).toBe("/x/keystone-crawl");
    expect(configDir({ HOME: "/h" }, "linux")).toBe("/h/.config/keystone-crawl");
    expect(configDir({ HOME: "/h", XDG_CONFIG_HOME: "relative" }, "linux")).toBe(
      "/h/.config/keystone-crawl",
    );
    expect(configDir({ HOME: "/h" }, "darwin")).toBe(
      "/h/Library/Application Support/keystone-crawl",
    );
    expect(configDir({ HOME: "/h", APPDATA: "/appdata" }, "win32")).toContain("keystone-crawl");
  });

  it("is written atomically with mode 0600, in a 0700 folder, leaving no temporary file", () => {
    const env = home();
    const file = join(configDir(env), "config.json");
    writeConfig(file, { apiKey: KEY });
    writeConfig(file, { apiKey: KEY, apiUrl: "https://firecrawl.internal" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(configDir(env)).mode & 0o777).toBe(0o700);
    expect(readdirSync(configDir(env))).toEqual(["config.json"]);
    expect(readConfig(file)).toEqual({ apiKey: KEY, apiUrl: "https://firecrawl.internal" });
    expect(isExposed(file)).toBe(false);
  });

  it("replaces a symlink planted under its name instead of writing through it", () => {
    const env = home();
    const file = join(configDir(env), "config.json");
    writeConfig(file, { apiUrl: "https://a.example" });
    const target = join(env.HOME, "elsewhere.json");
    writeFileSync(target, "{}");
    const planted = join(configDir(env), "config.json");
    writeFileSync(planted, "");
    symlinkSync(target, `${planted}.link`);
    writeConfig(`${planted}.link`, { apiKey: KEY });
    expect(readFileSync(target, "utf8")).toBe("{}");
    expect(readConfig(`${planted}.link`)).toEqual({ apiKey: KEY });
  });

  it("is removed when it would hold nothing (logout of the last value)", () => {
    const env = home();
    const file = join(configDir(env), "config.json");
    writeConfig(file, { apiKey: KEY });
    writeConfig(file, {});
    expect(existsSync(file)).toBe(false);
    expect(readConfig(file)).toEqual({});
  });

  it("refuses a file that is not JSON with a message naming it, and flags one others can read", () => {
    const env = home();
    const file = join(configDir(env), "config.json");
    writeConfig(file, { apiKey: KEY });
    writeFileSync(file, "{oops");
    chmodSync(file, 0o644);
    expect(() => readConfig(file)).toThrow(/config\.json is not JSON/);
    expect(isExposed(file)).toBe(true);
  });

  it("refuses, without reading it, a config file that is a device or larger than any config", () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-config-"));
    const zero = join(dir, "zero.json");
    symlinkSync("/dev/zero", zero);
    expect(() => readConfig(zero)).toThrow(/zero\.json is not a regular file/);
    const big = join(dir, "big.json");
    writeFileSync(big, JSON.stringify({ apiKey: KEY, padding: "x".repeat(70 * 1024) }));
    expect(() => readConfig(big)).toThrow(/big\.json is larger than 65536 bytes/);
  });
});

describe("the key", () => {
  it("comes from --api-key, then FIRECRAWL_API_KEY, then the config file", () => {
    const env = home();
    writeConfig(join(configDir(env), "config.json"), { apiKey: "fc-stored-key-0000000001" });
    expect(resolveCredentials({}, env)).toMatchObject({
      apiKey: "fc-stored-key-0000000001",
      keySource: "config file",
    });
    const withEnv = { ...env, FIRECRAWL_API_KEY: "fc-env-key-00000000002" };
    expect(resolveCredentials({}, withEnv)).toMatchObject({ keySource: "FIRECRAWL_API_KEY" });
    expect(resolveCredentials({ apiKey: "fc-flag-key-0000000003" }, withEnv)).toMatchObject({
      apiKey: "fc-flag-key-0000000003",
      keySource: "--api-key",
    });
    expect(resolveCredentials({}, home())).toMatchObject({
      apiKey: undefined,
      keySource: "none",
      urlSource: "default",
    });
  });

  it("is shown as fc-…last4 at most", () => {
    expect(maskKey(KEY)).toBe("fc-…cdef");
    expect(maskKey("fc-short")).toBe("fc-…");
    expect(maskKey("0123456789abcdef")).toBe("…cdef");
    expect(maskKey(undefined)).toBe("(none)");
  });
});

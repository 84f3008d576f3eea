import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, packageDir, runCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

const handle = useEmulator({ site: { pages: 5, pageBytes: 400 } });
const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
  version: string;
};

function cli(args: string[], extra: NodeJS.ProcessEnv = {}) {
  return runCli(["--api-url", handle.emulator.url, "-k", API_KEY, ...args], {
    env: isolatedEnv(extra),
  });
}

/** Nothing on stderr looks like a stack trace. */
function noStack(stderr: string) {
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe("keystone-crawl, built, against the emulator", () => {
  it("tells its version and its usage", async () => {
    expect((await runCli(["--version"], { env: isolatedEnv() })).stdout.trim()).toBe(version);
    const help = await runCli(["crawl", "--help"], { env: isolatedEnv() });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--no-cancel");
  });

  it.each([
    [["crawl", "https://example.com", "--limit", "-1"], /--limit/],
    [["crawl", "https://example.com", "--max-depth", "deep"], /--max-depth/],
    [["scrape", "notaurl"], /url: "notaurl" is not a URL/],
    [
      ["scrape", "https://example.com", "--format", "markdown,pdf"],
      /--format: unknown value "pdf"/,
    ],
    [["scrape", "https://example.com", "--format", "json"], /--format: json needs --json-schema/],
    [
      ["scrape", "https://example.com", "--json-schema", "/nonexistent/schema.json"],
      /--json-schema: cannot read/,
    ],
    [["map", "https://example.com", "--limit", "0"], /--limit/],
    [["search", "q", "--sources", "web,tv"], /--sources/],
    [["crawl", "--resume", "not-a-job"], /--resume/],
    [["crawl", "https://example.com", "--bogus"], /unknown option '--bogus'/],
    [["batch"], /file-or-urls/],
  ])("refuses %j before any request, naming the flag, with exit code 2", async (args, message) => {
    const result = await cli(args);
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
    expect(handle.emulator.stats().requests).toEqual({});
    noStack(result.stderr);
  });

  it("refuses a schema file that is not JSON before any request", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-schema-"));
    writeFileSync(join(dir, "schema.json"), "{ type: object }");
    const result = await cli([
      "scrape",
      "https://example.com",
      "--json-schema",
      join(dir, "schema.json"),
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--json-schema: .*schema\.json is not JSON/);
    expect(handle.emulator.stats().requests).toEqual({});
  });

  it("scrapes one URL to stdout as markdown, or as JSON", async () => {
    const markdown = await cli(["scrape", "https://example.com/"]);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toMatch(/^[^{]/);
    expect(markdown.stdout.length).toBeGreaterThan(100);
    const json = await cli(["scrape", "https://example.com/", "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      metadata: { sourceURL: "https://example.com/" },
    });
  });

  it("scrapes several URLs concurrently, one JSON line each", async () => {
    const result = await cli([
      "scrape",
      "https://a.example.com/1",
      "https://a.example.com/2",
      "https://a.example.com/3",
    ]);
    expect(result.code).toBe(0);
    const urls = result.stdout
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { metadata: { sourceURL: string } }).metadata.sourceURL);
    expect(urls.sort()).toEqual([
      "https://a.example.com/1",
      "https://a.example.com/2",
      "https://a.example.com/3",
    ]);
    expect(handle.emulator.stats().requests["v2.scrape"]).toBe(3);
  });

  it("maps a site one URL a line, and searches one result a line", async () => {
    const map = await cli(["map", "https://example.com", "--limit", "3"]);
    expect(map.stdout.trim().split("\n")).toEqual([
      "https://example.com/page-1",
      "https://example.com/page-2",
      "https://example.com/page-3",
    ]);
    const search = await cli(["search", "steel", "--limit", "2"]);
    expect(search.code).toBe(0);
    expect(search.stdout.trim().split("\n")).toHaveLength(2);
    expect(search.stdout).toMatch(/^https:\/\/\S+\t\S/m);
  });

  it("runs an extract and an agent to their end and prints the JSON", async () => {
    const extract = await cli([
      "extract",
      "https://example.com/*",
      "--prompt",
      "the company's name",
    ]);
    expect(extract.code).toBe(0);
    expect(JSON.parse(extract.stdout)).toBeTypeOf("object");
    expect(extract.stderr).toMatch(/extract started: job [0-9a-f-]{36}/);
    const agent = await cli(["agent", "find the prices", "--urls", "https://example.com"]);
    expect(agent.code).toBe(0);
    expect(JSON.parse(agent.stdout)).toBeTypeOf("object");
  });

  it("shows its status: server, where the key comes from (masked), concurrency, credits, queue", async () => {
    const result = await runCli(["--api-url", handle.emulator.url, "status"], {
      env: isolatedEnv({ FIRECRAWL_API_KEY: API_KEY }),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`key:         fc-…cafe (FIRECRAWL_API_KEY)`);
    expect(result.stdout).toMatch(/concurrency: \d+\/\d+ jobs/);
    expect(result.stdout).toMatch(/credits: +\d+/);
    expect(result.stdout).toMatch(/queue: +\d+ active/);
    expect(result.stdout + result.stderr).not.toContain(API_KEY);
  });

  it("reports a refused key in one line with the status, code and message, and exit code 1", async () => {
    const result = await runCli(
      [
        "--api-url",
        handle.emulator.url,
        "-k",
        "fc-wrong-key-000000000000",
        "map",
        "https://example.com",
      ],
      {
        env: isolatedEnv(),
      },
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^keystone-crawl: AuthenticationError HTTP 401.*Invalid token/);
    noStack(result.stderr);
  });

  it("shows the exchange with --verbose, the key masked everywhere", async () => {
    const result = await cli(["--verbose", "map", "https://example.com", "--limit", "1"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("→ POST");
    expect(result.stderr).toContain("Authorization: Bearer fc-…cafe");
    expect(result.stderr).toMatch(/← 200 in \d+ ms/);
    expect(result.stdout + result.stderr).not.toContain(API_KEY);
  });

  it("never sends the key over plain http to a host other than loopback, nor asks the cloud without one", async () => {
    const insecure = await runCli(
      [
        "--api-url",
        "http://firecrawl.internal.example",
        "-k",
        API_KEY,
        "map",
        "https://example.com",
      ],
      {
        env: isolatedEnv(),
      },
    );
    expect(insecure.code).toBe(2);
    expect(insecure.stderr).toMatch(/--api-url: the key would cross the network unencrypted/);
    expect(insecure.stderr).not.toContain(API_KEY);
    const keyless = await runCli(["map", "https://example.com"], { env: isolatedEnv() });
    expect(keyless.code).toBe(2);
    expect(keyless.stderr).toMatch(/--api-key: the cloud API needs a key/);
  });

  it("on --v1, uses the v1 routes", async () => {
    const result = await cli(["--v1", "map", "https://example.com", "--limit", "2"]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n")).toHaveLength(2);
    expect(handle.emulator.stats().requests["map"]).toBe(1);
    const agent = await cli(["--v1", "agent", "x"]);
    expect(agent.code).toBe(2);
    expect(agent.stderr).toMatch(/--v1: the agent has no v1 route/);
  });
});

describe("against a self-hosted server", () => {
  it("needs no key, and says which status parts the server lacks without failing", async () => {
    handle.emulator.setDeployment("self-hosted");
    const result = await runCli(["--api-url", handle.emulator.url, "status"], {
      env: isolatedEnv(),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("key:         none (a self-hosted server needs none)");
    expect(result.stdout).toMatch(/queue: +unavailable \(RouteNotServedError HTTP 404/);
    const agent = await runCli(["--api-url", handle.emulator.url, "agent", "find it"], {
      env: isolatedEnv(),
    });
    expect(agent.code).toBe(1);
    expect(agent.stderr).toMatch(
      /^keystone-crawl: RouteNotServedError HTTP 404: .*POST \/v2\/agent/,
    );
  });
});

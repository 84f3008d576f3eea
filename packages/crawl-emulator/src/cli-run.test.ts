import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { parseCli, parseFaultSpec } from "./cli-args.js";
import { runCli } from "./cli-run.js";
import { startEmulator, type Emulator } from "./emulator.js";
import { call } from "./test/helpers.js";

const started: Emulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((emulator) => emulator.close()));
  process.exitCode = undefined;
});

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    io: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

describe("command line", () => {
  it("starts with keys from EMULATOR_API_KEYS, prints its URL but never a key, and applies flags and faults", async () => {
    const { lines, io } = recorder();
    const emulator = await runCli(
      ["--port", "0", "--pages", "4", "--page-interval-ms", "0", "--fault", "map:status:503"],
      { EMULATOR_API_KEYS: "fc-secret-one, fc-secret-two" },
      io,
    );
    expect(emulator).toBeDefined();
    if (!emulator) return;
    started.push(emulator);
    expect(lines.join("\n")).toContain(`listening on ${emulator.url} (2 API keys, 1 fault rule)`);
    expect(lines.join("\n")).not.toContain("fc-secret");
    const auth = { authorization: "Bearer fc-secret-two" };
    expect(
      (await call(emulator, "POST", "/v1/map", { url: "https://example.com" }, auth)).status,
    ).toBe(503);
    const crawl = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" }, auth);
    const status = await call(emulator, "GET", `/v1/crawl/${crawl.body.id}`, undefined, auth);
    expect(status.body).toMatchObject({ status: "completed", total: 4 });
    expect((await call(emulator, "GET", `/v1/crawl/${crawl.body.id}`)).status).toBe(401);
  });

  it("prints one clear line and sets exit code 1 when the port is taken", async () => {
    const holder = await startEmulator();
    started.push(holder);
    const { lines, io } = recorder();
    expect(await runCli(["--port", String(holder.port)], {}, io)).toBeUndefined();
    expect(lines).toEqual([
      `crawl-emulator: 127.0.0.1:${holder.port} is already in use; pick another port with --port or PORT`,
    ]);
    expect(process.exitCode).toBe(1);
  });

  it("refuses a site too large to build with the reason and exit code 2", async () => {
    const { lines, io } = recorder();
    expect(await runCli(["--port", "0", "--page-bytes", "1e12"], {}, io)).toBeUndefined();
    expect(lines[0]).toBe("pageBytes must be a number from 0 to 10485760");
    expect(lines[1]).toContain("Usage: crawl-emulator");
    expect(process.exitCode).toBe(2);
  });

  it("prints one line for any other listen failure", async () => {
    // 192.0.2.1 is reserved for documentation (RFC 5737) and held by no interface of this machine,
    // so the bind fails before anything listens; the guard keeps it so on a machine that has it.
    const held = Object.values(networkInterfaces())
      .flat()
      .map((candidate) => candidate?.address);
    expect(held).not.toContain("192.0.2.1");
    const { lines, io } = recorder();
    expect(await runCli(["--host", "192.0.2.1", "--port", "0"], {}, io)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^crawl-emulator: cannot listen on 192\.0\.2\.1:0: .*EADDRNOTAVAIL/);
    expect(process.exitCode).toBe(1);
  });

  it("ignores the -- separator that pnpm passes through", () => {
    expect(parseCli(["--", "--pages", "3", "--hostile"], {}).options.site).toEqual({
      pages: 3,
      hostile: true,
    });
  });

  it("refuses bad flags with the usage text and exit code 2", async () => {
    const { lines, io } = recorder();
    expect(await runCli(["--pages", "many"], {}, io)).toBeUndefined();
    expect(lines[0]).toBe("--pages must be a non-negative number");
    expect(lines[1]).toContain("Usage: crawl-emulator");
    expect(process.exitCode).toBe(2);
  });

  it("reads fault specs: route, kind, number and probability", () => {
    expect(parseFaultSpec("crawl.status:status:503@0.25")).toEqual({
      route: "crawl.status",
      kind: "status",
      status: 503,
      probability: 0.25,
    });
    expect(parseFaultSpec("*:slow:200")).toEqual({ route: "*", kind: "slow", delayMs: 200 });
    expect(parseFaultSpec("scrape:rate-limit:5")).toEqual({
      route: "scrape",
      kind: "rate-limit",
      retryAfterSeconds: 5,
    });
    expect(parseFaultSpec("crawl.status:status:503x2")).toEqual({
      route: "crawl.status",
      kind: "status",
      status: 503,
      times: 2,
    });
    expect(parseFaultSpec("*:reset@0.5x1")).toEqual({
      route: "*",
      kind: "reset",
      probability: 0.5,
      times: 1,
    });
    expect(() => parseFaultSpec("scrape:boom")).toThrow(/kind must be one of/);
  });
});

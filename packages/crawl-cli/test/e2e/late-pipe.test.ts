import { describe, expect, it } from "vitest";
import { BIN, execFileAsync, isolatedEnv } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

// One page of about 3 MB, scraped as JSON with its html and raw html: one result far larger than
// the 64 KiB a pipe takes before its reader reads.
const handle = useEmulator({ site: { pages: 1, pageBytes: 3_000_000 } });

describe("stdout into a pipe that reads late", () => {
  it("hands every byte over before the command exits, where the exit dropped what the pipe had not taken", async () => {
    const args = [
      BIN,
      "--api-url",
      handle.emulator.url,
      "-k",
      API_KEY,
      "scrape",
      "https://example.com/",
      "--json",
      "-f",
      "markdown,html,rawHtml",
    ];
    const command = [process.execPath, ...args].map((arg) => `'${arg}'`).join(" ");
    const { stdout } = await execFileAsync("sh", ["-c", `${command} | (sleep 1; cat)`], {
      env: isolatedEnv(),
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(stdout.length).toBeGreaterThan(1_000_000);
    expect(JSON.parse(stdout)).toMatchObject({ metadata: { sourceURL: "https://example.com/" } });
  });
});

describe("stdout into a pipe whose reader goes away", () => {
  it("ends quietly, neither waiting for a reader that is gone nor printing a stack", async () => {
    const command = [
      process.execPath,
      BIN,
      "--api-url",
      handle.emulator.url,
      "-k",
      API_KEY,
      "scrape",
      "https://example.com/",
      "--json",
      "-f",
      "markdown,html,rawHtml",
    ]
      .map((arg) => `'${arg}'`)
      .join(" ");
    const { stdout, stderr } = await execFileAsync(
      "sh",
      ["-c", `${command} | head -c 100; echo " exit=$?"`],
      { env: isolatedEnv(), timeout: 30_000 },
    );
    expect(stdout).toMatch(/^\{.{99} exit=0\n$/s);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

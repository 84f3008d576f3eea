import { describe, expect, it } from "vitest";
import { BIN, execFileAsync, isolatedEnv } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

// One page of about 3 MB, scraped as JSON with its html and raw html: one result far larger than
// the 64 KiB a pipe takes before its reader reads.
const handle = useEmulator({ site: { pages: 1, pageBytes: 3_000_000 } });

/** That scrape, its stdout piped through `reader` by a shell. */
function scrapeInto(reader: string, options: { maxBuffer?: number; timeout?: number } = {}) {
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
  return execFileAsync("sh", ["-c", `${command} | ${reader}`], { env: isolatedEnv(), ...options });
}

describe("stdout into a pipe that reads late", () => {
  it("hands every byte over before the command exits, where the exit dropped what the pipe had not taken", async () => {
    const { stdout } = await scrapeInto("(sleep 1; cat)", { maxBuffer: 256 * 1024 * 1024 });
    expect(stdout.length).toBeGreaterThan(1_000_000);
    expect(JSON.parse(stdout)).toMatchObject({ metadata: { sourceURL: "https://example.com/" } });
  });
});

describe("stdout into a pipe whose reader goes away", () => {
  it("ends quietly, neither waiting for a reader that is gone nor printing a stack", async () => {
    const { stdout, stderr } = await scrapeInto('head -c 100; echo " exit=$?"', {
      timeout: 30_000,
    });
    expect(stdout).toMatch(/^\{.{99} exit=0\n$/s);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

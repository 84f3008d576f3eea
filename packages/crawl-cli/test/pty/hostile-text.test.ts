import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node-pty";
import { describe, expect, it } from "vitest";
import { BIN, ensureBuilt, isolatedEnv } from "../support/cli.js";
import { useStubProvider } from "../support/stub-provider.js";

// What a hostile server could send to retitle the window (OSC), clear the screen (CSI), move the
// cursor through a C1 control, ring the bell, overwrite the line with a carriage return, draw a
// line of its own (a line feed, the line separator) and reverse what follows (U+202E).
const HOSTILE =
  "\u001b]0;pwned\u0007\u001b[2J\u009b31mred\r\u0085forged\nkeystone-crawl: fake\u2028line\u202Eesrever";
/** HOSTILE as the CLI shows it: on its line, each of those as an escape. */
const SHOWN =
  "\\x1b]0;pwned\\x07\\x1b[2J\\x9b31mred\\r\\x85forged\\nkeystone-crawl: fake\\u2028line\\u202eesrever";
/** A job id carrying the same: the CLI prints ids it is given in progress and hints. */
const HOSTILE_ID = `0b6a4c1e-${HOSTILE}`;
const KEY = "fc-pty0000000000000000000000000beef";

const provider = useStubProvider();

/** Runs the built CLI in a real terminal (colours on) and answers everything it drew. */
async function inTerminal(args: string[]): Promise<{ screen: string; code: number }> {
  await ensureBuilt();
  const env = isolatedEnv({ TERM: "xterm-256color", FIRECRAWL_API_KEY: KEY });
  delete env["NO_COLOR"];
  const terminal = spawn(process.execPath, [BIN, "--api-url", provider.url, ...args], {
    name: "xterm-256color",
    cols: 200,
    rows: 30,
    env: env as Record<string, string>,
  });
  let screen = "";
  terminal.onData((data) => (screen += data));
  const code = await new Promise<number>((resolve) =>
    terminal.onExit(({ exitCode }) => resolve(exitCode)),
  );
  return { screen, code };
}

/** None of the hostile text's controls that act on a terminal reached it. */
function expectNoTerminalControls(screen: string): void {
  expect(screen).not.toContain("\u001b]");
  expect(screen).not.toContain("\u0007");
  expect(screen).not.toContain("\u001b[2J");
  expect(screen).not.toContain("\u009b");
  expect(screen).not.toContain("\u0085");
  expect(screen).not.toContain("\rforged");
}

/** The hostile text reached the terminal only on the CLI's own lines, its controls as escapes. */
function expectDefused(screen: string): void {
  expectNoTerminalControls(screen);
  expect(screen).not.toMatch(/\n\s*keystone-crawl: fake/);
  expect(screen).not.toContain("\u2028");
  expect(screen).not.toContain("\u202E");
  expect(screen).toContain(SHOWN);
}

describe("provider text on a terminal's stderr", () => {
  it("a search warning, a research warning and a feedback warning show their controls as escapes on one line, the CLI's colour stays", async () => {
    provider.on(
      "/v2/search",
      {
        success: true,
        data: { web: [{ url: "https://a.example/", title: "A" }] },
        warning: HOSTILE,
      },
      "POST",
    );
    provider.on("/v2/search/research/github", {
      success: true,
      results: [],
      warnings: [HOSTILE],
    });
    provider.on(
      "/v2/feedback",
      {
        success: true,
        feedbackId: "f-1",
        alreadySubmitted: false,
        creditsRefunded: 0,
        warning: HOSTILE,
      },
      "POST",
    );
    for (const args of [
      ["search", "anything"],
      ["research", "search-github", "anything"],
      ["feedback", "search", "0b6a4c1e-0000-4000-8000-000000000001", "--rating", "good"],
    ]) {
      const { screen, code } = await inTerminal(args);
      expect(code, screen).toBe(0);
      expectDefused(screen);
      // The CLI's own colour for its label is still drawn.
      expect(screen).toContain("\u001b[33mwarning:");
    }
  });

  it("a job id in 'started: job …', in the resume hint and in the progress bar shows its controls as escapes", async () => {
    provider.on("/v2/extract", { success: true, id: HOSTILE_ID }, "POST");
    provider.on("/v2/extract/", { success: true, status: "completed", data: { a: 1 } });
    provider.on("/v2/crawl", { success: true, id: HOSTILE_ID, url: "x" }, "POST");
    provider.on("/v2/crawl/active", { success: true, crawls: [] });
    provider.on("/v2/crawl/", {
      success: true,
      status: "completed",
      completed: 1,
      total: 1,
      creditsUsed: 1,
      expiresAt: "2099-01-01T00:00:00.000Z",
      data: [{ markdown: "# A", metadata: { sourceURL: "https://a.example/", statusCode: 200 } }],
    });
    const extract = await inTerminal(["extract", "https://a.example/", "--prompt", "p"]);
    expect(extract.code, extract.screen).toBe(0);
    expect(extract.screen).toContain(`extract started: job 0b6a4c1e-${SHOWN}`);
    expectDefused(extract.screen);

    const started = await inTerminal(["crawl", "https://a.example/"]);
    expect(started.code, started.screen).toBe(0);
    // The id alone on stdout is a result, which on a terminal loses its controls but keeps its
    // line feeds, as a page's text does (README, "Output"); the hint on stderr is a message.
    expect(started.screen).toContain(`Follow it with: keystone-crawl`);
    expect(started.screen).toContain(`crawl --resume '0b6a4c1e-${SHOWN}' -o DIR`);
    expectNoTerminalControls(started.screen);

    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-hostile-"));
    const followed = await inTerminal(["crawl", "https://a.example/", "-o", dir]);
    expect(followed.code, followed.screen).toBe(0);
    expect(followed.screen).toContain("\u001b[36mcrawl");
    expect(followed.screen).toContain(`| job 0b6a4c1e-${SHOWN}`);
    expect(followed.screen).toMatch(/completed: 1 pages/);
    expectDefused(followed.screen);
  });
});

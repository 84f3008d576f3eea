import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node-pty";
import { describe, expect, it } from "vitest";
import { BIN, isolatedEnv } from "../support/cli.js";
import { API_KEY, jobStatus, useEmulator } from "../support/emulator.js";

const handle = useEmulator({
  site: { pages: 5_000, pageBytes: 800 },
  timing: { pageIntervalMs: 20 },
});

/** What a person sees: the terminal's output without its control sequences. */
function screenText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- terminal escapes are what is removed
  return raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").replace(/\r/g, "\n");
}

describe("in a real terminal", () => {
  it("draws a progress bar (pages, rate, elapsed, job id) on stderr, and Ctrl-C cancels the job", async () => {
    const env = isolatedEnv({ TERM: "xterm-256color", FIRECRAWL_API_KEY: API_KEY });
    delete env["NO_COLOR"];
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-pty-"));
    const terminal = spawn(
      process.execPath,
      [BIN, "--api-url", handle.emulator.url, "crawl", "https://tty.example.com", "-o", dir],
      {
        name: "xterm-256color",
        cols: 140,
        rows: 30,
        env: env as Record<string, string>,
      },
    );
    let output = "";
    const exited = new Promise<number>((resolve) =>
      terminal.onExit(({ exitCode }) => resolve(exitCode)),
    );
    const BAR = /crawl .*?(\d+)\/(\d+|\?) pages \| [\d.]+ pages\/s \| \d+s \| job ([0-9a-f-]{36})/g;
    /** The bar's frames drawn so far: pages done, and the job id. */
    const frames = () =>
      [...screenText(output).matchAll(BAR)].map((match) => ({
        done: Number(match[1]),
        id: match[3] as string,
      }));
    const until = (ready: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        if (ready()) return resolve();
        const listener = terminal.onData(() => {
          if (!ready()) return;
          listener.dispose();
          resolve();
        });
        void exited.then((code) =>
          reject(new Error(`exited ${code} too soon:\n${screenText(output)}`)),
        );
      });
    terminal.onData((data) => (output += data));

    await until(() => frames().length > 0);
    const [first] = frames();
    const id = first?.id as string;
    // The bar moves: a later frame shows more pages than the first, for the same job.
    await until(() => frames().some((frame) => frame.done >= (first?.done ?? 0) + 5));
    expect(new Set(frames().map((frame) => frame.id))).toEqual(new Set([id]));
    // Colour on a terminal (the label in cyan), as NO_COLOR is unset here.
    expect(output).toContain("\u001b[36mcrawl");

    terminal.write("\u0003");
    expect(await exited).toBe(130);
    const text = screenText(output);
    expect(text).toContain(`Interrupted: cancelling crawl ${id} at the provider`);
    expect(text).toMatch(new RegExp(`Cancelled crawl ${id} at the provider; \\d+ pages kept in`));
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("cancelled");
  });
});

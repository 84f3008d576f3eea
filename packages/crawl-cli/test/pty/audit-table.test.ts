import { join } from "node:path";
import { spawn } from "node-pty";
import { describe, expect, it } from "vitest";
import { syntheticPage } from "../../bench/synthetic-folder.js";
import { PageFolder } from "../../src/output/page-folder.js";
import { BIN, ensureBuilt, isolatedEnv, runCli } from "../support/cli.js";
import { tempFolders } from "../support/temp-folders.js";

const tempFolder = tempFolders("crawl-cli-pty-audit-");

const SITE = "https://pty.example.com/";
/** A page address carrying what would retitle the window and overwrite the line. */
const HOSTILE_URL = `${SITE}gone\u001b]0;owned\u0007\rforged\u202eevil`;

/** A crawl folder of six good pages and, with `broken`, a page that answers 404 at a hostile URL. */
async function folder(broken: boolean): Promise<string> {
  const dir = tempFolder();
  const pages = await PageFolder.open(
    dir,
    "json",
    { id: "pty", kind: "crawl", apiUrl: "http://127.0.0.1:9", startedAt: "", url: SITE } as never,
    false,
  );
  for (let index = 0; index < 6; index++) pages.write(syntheticPage(SITE, index, 6, 3_000));
  if (broken) {
    const page = syntheticPage(SITE, 6, 6, 3_000);
    page.metadata.sourceURL = HOSTILE_URL;
    page.metadata.url = HOSTILE_URL;
    page.metadata.statusCode = 404;
    pages.write(page);
  }
  pages.close();
  return dir;
}

/** What a person sees: the terminal's output without its colour and cursor sequences. */
function screenText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- terminal escapes are what is removed
  return raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").replace(/\r/g, "\n");
}

describe("audit on a terminal", () => {
  it("draws the audit's bar on stderr and the summary as a table in colour, hostile URLs escaped", async () => {
    await ensureBuilt();
    const env = isolatedEnv({ TERM: "xterm-256color" });
    delete env["NO_COLOR"];
    const out = tempFolder();
    const baseline = await runCli(["audit", "--from", await folder(false), "-o", out], { env });
    expect(baseline.code).toBe(0);
    const current = await folder(true);
    const terminal = spawn(
      process.execPath,
      [BIN, "audit", "--from", current, "--baseline", join(out, "audit.json")],
      { name: "xterm-256color", cols: 140, rows: 40, env: env as Record<string, string> },
    );
    let raw = "";
    terminal.onData((data) => (raw += data));
    const code = await new Promise<number>((resolve) =>
      terminal.onExit(({ exitCode }) => resolve(exitCode)),
    );
    expect(code).toBe(0);
    const screen = screenText(raw);
    // The bar: pages read of those listed, rate, elapsed, and what it is doing.
    expect(screen).toMatch(/audit .*?7\/7 pages \| [\d.]+ pages\/s \| \d+s \| site-wide checks/);
    expect(raw).toContain("\u001b[36maudit");
    // The table: aligned columns under a bold header, each severity in its colour.
    expect(screen).toMatch(/Severity {2}Check +Pages +Items {2}Issue/);
    expect(screen).toMatch(/error {5}status-4xx +1 +1 {2}Page answers a client error \(4xx\)/);
    expect(raw).toContain("\u001b[31merror   \u001b[39m");
    expect(screen).toMatch(/Category +errors +warnings +notices/);
    expect(screen).toMatch(/health 86\/100 \(1 of 7 pages have an error\)/);
    expect(screen).toMatch(
      /Since the baseline of .*: 4 new, 0 fixed; pages 1 added, 0 removed, 0 changed/,
    );
    // The hostile address: its controls shown as escapes, none of them acted on.
    expect(raw).not.toContain("\u001b]0;owned");
    expect(raw).not.toContain("\u0007");
    expect(raw).not.toContain("\u202e");
    expect(raw).not.toContain("\rforged");
    expect(screen).toContain("gone\\u{001b}]0;owned\\u{0007}\\u{000d}forged\\u{202e}evil");
  });
});

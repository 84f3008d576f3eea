import { spawn } from "node-pty";
import { describe, expect, it } from "vitest";
import { syntheticPage } from "../../bench/synthetic-folder.js";
import { PageFolder } from "../../src/output/page-folder.js";
import { BIN, ensureBuilt, isolatedEnv } from "../support/cli.js";
import { tempFolders } from "../support/temp-folders.js";

const tempFolder = tempFolders("crawl-cli-pty-custom-");
const SITE = "https://pty-custom.example.com/";

/** A crawl folder of five synthetic pages (each with a header, nav, main and footer). */
async function folder(): Promise<string> {
  const dir = tempFolder();
  const pages = await PageFolder.open(
    dir,
    "json",
    { id: "pty", kind: "crawl", apiUrl: "http://127.0.0.1:9", startedAt: "", url: SITE } as never,
    false,
  );
  for (let index = 0; index < 5; index++) pages.write(syntheticPage(SITE, index, 5, 2_000));
  pages.close();
  return dir;
}

/** Runs the bin on a real terminal; resolves with its exit code and all it drew. */
function onTerminal(args: string[]): Promise<{ code: number; raw: string }> {
  const env = isolatedEnv({ TERM: "xterm-256color", FIRECRAWL_API_URL: "http://127.0.0.1:9" });
  delete env["NO_COLOR"];
  const terminal = spawn(process.execPath, [BIN, ...args], {
    name: "xterm-256color",
    cols: 140,
    rows: 40,
    env: env as Record<string, string>,
  });
  let raw = "";
  terminal.onData((data) => (raw += data));
  return new Promise((resolve) =>
    terminal.onExit(({ exitCode }) => resolve({ code: exitCode, raw })),
  );
}

/** What a person sees: the terminal's output without its colour and cursor sequences. */
function screenText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- terminal escapes are what is removed
  return raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").replace(/\r/g, "\n");
}

describe("audit with custom searches and extractions on a terminal", () => {
  it("counts each in the summary table, with what matched nothing dimmed", async () => {
    await ensureBuilt();
    const { code, raw } = await onTerminal([
      "audit",
      "--from",
      await folder(),
      "--search",
      "nav:html=<nav",
      "--search",
      "fax:text,i=/fax[: ]+[0-9]+/",
      "--search-not",
      "no-lorem:content=lorem ipsum",
      "--extract",
      "links:@href=nav a",
    ]);
    expect(code).toBe(0);
    const screen = screenText(raw);
    expect(screen).toMatch(/Custom {4}Name +Pages +Count/);
    expect(screen).toMatch(/contains {2}nav +5 +5 found/);
    expect(screen).toMatch(/contains {2}fax +0 +0 found {2}matched nothing/);
    expect(screen).toMatch(/lacks {5}no-lorem +5 +0 found/);
    expect(screen).toMatch(/extract {3}links +5 +\d+ elements/);
    // "matched nothing" is dimmed, not coloured as a problem.
    expect(raw).toContain("\u001b[2m  matched nothing\u001b[22m");
  });

  it("refuses an expression RE2 cannot run before reading a page, exit 2, with RE2's message", async () => {
    await ensureBuilt();
    const { code, raw } = await onTerminal([
      "audit",
      "--from",
      await folder(),
      "--search",
      "ahead=/price(?=£)/",
    ]);
    expect(code).toBe(2);
    const screen = screenText(raw);
    expect(screen).toContain(
      'Search 1 ("ahead"): regular expression refused: error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    );
    // No page was read: the audit's bar never started.
    expect(screen).not.toMatch(/reading pages|pages\/s/);
  });
});

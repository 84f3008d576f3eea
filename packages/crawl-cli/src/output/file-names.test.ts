import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fileNameForUrl, pathInside } from "./file-names.js";

const dir = mkdtempSync(join(tmpdir(), "crawl-cli-names-"));

/** URLs an attacker's site could link to, or a hostile server could report as a page's URL. */
const HOSTILE = [
  "https://evil.example.com/../../../../etc/passwd",
  "https://evil.example.com/%2e%2e/%2e%2e/etc/passwd",
  "https://evil.example.com/..%2f..%2f..%2fetc%2fpasswd",
  "https://evil.example.com/..%5c..%5cwindows%5csystem32",
  "https://evil.example.com/a/%2F%2Fetc%2Fshadow",
  "https://evil.example.com/%00/nul-byte",
  "https://evil.example.com/\u202e/gpj.exe",
  "..",
  ".",
  "../../x",
  "/etc/passwd",
  "C:\\Windows\\System32\\drivers\\etc\\hosts",
  "\\\\server\\share\\file",
  "file:///etc/passwd",
  "https://con.example.com/",
  "https://evil.example.com/" + "a/".repeat(2_000),
  "https://evil.example.com/" + "%F0%9F%98%80".repeat(500),
  "",
];

describe("a page's file name", () => {
  it.each(HOSTILE)("stays a plain name inside the folder for %j", (url) => {
    const name = fileNameForUrl(url, "md");
    expect(name).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*-[0-9a-f]{8}\.md$/);
    expect(name).not.toContain("..");
    expect(name.length).toBeLessThanOrEqual(120);
    expect(dirname(resolve(dir, name))).toBe(resolve(dir));
    expect(pathInside(dir, name)).toBe(join(resolve(dir), name));
  });

  it("never gives a Windows device name, whatever the extension", () => {
    for (const host of ["con", "PRN", "aux", "Nul", "com1", "LPT9", "conin$"]) {
      const name = fileNameForUrl(`https://${host}.example.com/`, "json");
      expect(name.split(".")[0]?.toLowerCase()).not.toMatch(
        /^(con|prn|aux|nul|com\d|lpt\d|conin\$)$/,
      );
    }
  });

  it("is readable, and the same for the same URL (a resumed crawl overwrites, never duplicates)", () => {
    const url = "https://example.com/docs/intro?lang=en";
    expect(fileNameForUrl(url, "md")).toMatch(/^example\.com_docs_intro_lang_en-[0-9a-f]{8}\.md$/);
    expect(fileNameForUrl(url, "md")).toBe(fileNameForUrl(url, "md"));
  });

  it("differs for URLs whose readable parts are alike", () => {
    const urls = [
      "https://example.com/a/b",
      "https://example.com/a_b",
      "https://example.com/a%2Fb",
      "https://example.com/a?b",
      "https://example.com/" + "x".repeat(300) + "1",
      "https://example.com/" + "x".repeat(300) + "2",
    ];
    const names = new Set(urls.map((url) => fileNameForUrl(url, "md")));
    expect(names.size).toBe(urls.length);
  });

  it("refuses to place a name that is not a plain name inside the folder", () => {
    for (const name of ["../x.md", "a/b.md", "..", ".", "/etc/passwd", join("..", "x")])
      expect(() => pathInside(dir, name)).toThrow(/refused to write outside/);
  });
});

/** The first eight hex digits of the URL's SHA-256: the suffix every name ends with. */
const hashOf = (url: string) => createHash("sha256").update(url).digest("hex").slice(0, 8);

/**
 * How long a child process gets to name every URL. Linear naming of a few MB takes milliseconds
 * (the child's start takes a second or so on a busy host); a scan that rescans a run of separators
 * from each of its characters took 36.9 s for 128,000 of them, about an hour for a million.
 */
const NAMING_DEADLINE_MS = 60_000;

/**
 * The names of `urls`, given by fileNameForUrl in a child process stopped at the deadline: a
 * quadratic scan runs inside one synchronous call, which no in-process timeout can interrupt.
 * The URLs go through stdin (an argument is limited to 128 KiB).
 */
function namesInChild(urls: string[]): Promise<string[]> {
  const module = fileURLToPath(new URL("./file-names.ts", import.meta.url));
  const script = `
    import { fileNameForUrl } from ${JSON.stringify(module)};
    let input = "";
    process.stdin.setEncoding("utf8").on("data", (chunk) => (input += chunk));
    process.stdin.on("end", () => {
      const urls = JSON.parse(input);
      process.stdout.write(JSON.stringify(urls.map((url) => fileNameForUrl(url, "md"))));
    });`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "--eval", script],
    { cwd: fileURLToPath(new URL("../../", import.meta.url)), timeout: NAMING_DEADLINE_MS },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdin.end(JSON.stringify(urls));
  return new Promise((resolvePromise, reject) =>
    child.on("close", (code, signal) =>
      code === 0
        ? resolvePromise(JSON.parse(stdout) as string[])
        : reject(
            new Error(
              signal === "SIGTERM"
                ? `naming did not finish within ${NAMING_DEADLINE_MS} ms`
                : `the child failed (${code}): ${stderr}`,
            ),
          ),
    ),
  );
}

describe("a page's file name from a URL of 1 MB", () => {
  const MB = 1_000_000;
  /**
   * A run of each separator a name may hold but never end with (and of a slash, which becomes
   * one), then a letter; and the readable part it gets: cut at 96 characters, then without the
   * separators it ends with.
   */
  const shapes: [run: string, readable: string][] = [
    ["-", "a.example"],
    ["_", "a.example"],
    [".", "a.example__x"],
    ["-.", "a.example"],
    ["._", "a.example"],
    ["_-", "a.example"],
    ["/", "a.example_x"],
  ];

  it(
    "takes one pass over a run of separators, and names it as before",
    async () => {
      const urls = shapes.map(([run]) => `https://a.example/${run.repeat(MB / run.length)}x`);
      const names = await namesInChild(urls);
      expect(names).toEqual(
        shapes.map(([, readable], at) => `${readable}-${hashOf(urls[at] as string)}.md`),
      );
    },
    NAMING_DEADLINE_MS * 2,
  );
});

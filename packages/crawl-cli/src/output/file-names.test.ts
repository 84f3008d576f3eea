import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
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

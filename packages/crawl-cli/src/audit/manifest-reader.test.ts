import { closeSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countLines, type ManifestLine, manifestLines } from "./manifest-reader.js";
import { tempFolders } from "../../test/support/temp-folders.js";

const folder = tempFolders("crawl-cli-lines-");

function linesOf(text: string | Buffer, maxBytes = 16): { lines: ManifestLine[]; count: number } {
  const path = join(folder(), "pages.ndjson");
  writeFileSync(path, text);
  const fd = openSync(path, "r");
  try {
    const count = countLines(fd);
    return { lines: [...manifestLines(fd, maxBytes)], count };
  } finally {
    closeSync(fd);
  }
}

describe("manifestLines", () => {
  it("gives each line with its number, a long one as overlong, and goes on after it", () => {
    const { lines, count } = linesOf(`one\n${"x".repeat(40)}\ntwo\n\nthree`);
    expect(lines).toEqual([
      { number: 1, kind: "line", text: "one" },
      { number: 2, kind: "overlong" },
      { number: 3, kind: "line", text: "two" },
      { number: 4, kind: "line", text: "" },
      { number: 5, kind: "torn" },
    ]);
    expect(count).toBe(5);
  });

  it("reads past a line far longer than its chunks without holding it, and keeps the next", () => {
    const long = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    const { lines } = linesOf(Buffer.concat([long, Buffer.from("\nafter\n")]), 64 * 1024);
    expect(lines).toEqual([
      { number: 1, kind: "overlong" },
      { number: 2, kind: "line", text: "after" },
    ]);
  });

  it("calls an overlong last line overlong, not torn, and an empty file no lines", () => {
    expect(linesOf("ok\n" + "y".repeat(20)).lines.at(-1)).toEqual({ number: 2, kind: "overlong" });
    expect(linesOf("")).toEqual({ lines: [], count: 0 });
  });

  it("keeps a line's UTF-8 whole across the chunks it spans", () => {
    const text = `${"é".repeat(40_000)}\n`;
    const { lines } = linesOf(text, 1024 * 1024);
    expect(lines).toEqual([{ number: 1, kind: "line", text: text.slice(0, -1) }]);
  });
});

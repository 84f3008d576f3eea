import { describe, expect, it } from "vitest";
import { quoted, shownText } from "./shown-text.js";

describe("shownText", () => {
  it.each([
    [
      "a line feed that would draw a fake line",
      "a\nkeystone-crawl: done",
      "a\\u{000a}keystone-crawl: done",
    ],
    ["an OSC title and a bell", "\u001b]0;owned\u0007", "\\u{001b}]0;owned\\u{0007}"],
    ["a C1 control", "x\u009by", "x\\u{009b}y"],
    ["a right-to-left override", "abc\u202edef", "abc\\u{202e}def"],
    ["line and paragraph separators", "a\u2028b\u2029c", "a\\u{2028}b\\u{2029}c"],
    ["a zero-width joiner and a BOM", "a\u200db\ufeff", "a\\u{200d}b\\u{feff}"],
    ["a lone surrogate", "a\ud800b", "a\\u{d800}b"],
    ["a tab", "a\tb", "a\\u{0009}b"],
  ])("escapes %s", (_name, text, shown) => {
    expect(shownText(text)).toBe(shown);
  });

  it("keeps readable text as it is, accents and emoji included", () => {
    expect(shownText("https://a.example/fr/société 🚚")).toBe("https://a.example/fr/société 🚚");
  });

  it("cuts long text, marking the cut, and quotes with inner quotes escaped", () => {
    expect(shownText("x".repeat(500))).toBe(`${"x".repeat(160)}…`);
    expect(quoted('say "hi"\n')).toBe('"say \\"hi\\"\\u{000a}"');
  });
});

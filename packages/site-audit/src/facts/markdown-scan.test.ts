import { describe, expect, it } from "vitest";
import { HOSTILE_TEXT_SHAPES } from "../analysis/hostile-text.fixture";
import {
  type MarkdownHeading,
  markdownHeadings,
  markdownLinkTargets,
  withoutLinkTargets,
} from "./markdown-scan";

const MIB = 1024 * 1024;
/**
 * A hang guard, not a speed assertion: each test scans 5 MiB, milliseconds on a quiet host and well
 * under a second on a busy one; the heading pattern this scan replaced took minutes on 1 MiB.
 */
const HANG_GUARD_MS = 30_000;

// The patterns the scans replace: right on short text, quadratic on hostile text.
const LINK_PATTERN = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const LINK_TARGET_PATTERN = /\]\([^)]*\)/g;
// A setext heading's text line must have text: a line of spaces over `===` is no heading.
const H1_PATTERN = /^(#\s+\S|[^\n]*\S[^\n]*\n=+[ \t]*$)/m;

/** Short strings of the characters the scans care about, the same ones on every run. */
function shortTexts(count: number): string[] {
  const alphabet = ["[", "]", "(", ")", "<", ">", '"', " ", "\t", "\n", "a", "/", "#", "="];
  let seed = 0x2f6b1c3d;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 40);
    return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
  });
}

function headingsOf(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  markdownHeadings(markdown, (heading) => headings.push(heading));
  return headings;
}

function hasMarkdownH1(markdown: string): boolean {
  let found = false;
  markdownHeadings(markdown, (heading) => {
    if (heading.level === 1) found = true;
  });
  return found;
}

describe("the single-pass markdown scans", () => {
  const texts = shortTexts(20_000);

  it("find the same link destinations as the pattern they replace", () => {
    const differing = texts.filter(
      (text) =>
        JSON.stringify(markdownLinkTargets(text)) !==
        JSON.stringify([...text.matchAll(LINK_PATTERN)].map((match) => match[1])),
    );
    expect(differing).toEqual([]);
  });

  it("remove the same link targets before words are counted", () => {
    const differing = texts.filter(
      (text) => withoutLinkTargets(text) !== text.replace(LINK_TARGET_PATTERN, "]"),
    );
    expect(differing).toEqual([]);
  });

  it("find every H1 the pattern found, and an empty `#` heading too", () => {
    expect(texts.filter((text) => H1_PATTERN.test(text) && !hasMarkdownH1(text))).toEqual([]);
    expect(hasMarkdownH1("#\n\nText")).toBe(true);
    expect(hasMarkdownH1("#hashtag\nText\n---")).toBe(false);
    expect(hasMarkdownH1("Title\r\n=====\r\n")).toBe(true);
  });

  it("give every heading's level and text, ATX and setext, in order", () => {
    const headings: { level: number; text: string }[] = [];
    markdownHeadings("# One #\n\nTwo\n---\n\n### Three\ntext\n\n#### \n", (heading) =>
      headings.push(heading),
    );
    expect(headings).toEqual([
      { level: 1, text: "One" },
      { level: 2, text: "Two" },
      { level: 3, text: "Three" },
      { level: 4, text: "" },
    ]);
  });

  it("read titles and angle brackets as links do", () => {
    expect(markdownLinkTargets('[a](</x y>) [b]( /b "Title" ) [c](<)')).toEqual(["/b", "<"]);
    expect(markdownLinkTargets("[a](<\\/x>)")).toEqual(["\\/x"]);
  });
});

describe("the markdown heading scan", () => {
  it("reads ATX headings as CommonMark does: up to six `#`, a closing run only after a space", () => {
    expect(headingsOf("# C#\n## Two ##  \n####### seven\n#######\n###\t\n# #\n#\tTab #x")).toEqual([
      { level: 1, text: "C#" },
      { level: 2, text: "Two" },
      { level: 3, text: "" },
      { level: 1, text: "" },
      { level: 1, text: "Tab #x" },
    ]);
  });

  it("keeps a `\\r`, U+2028 or U+2029 inside a heading's line as text, trimmed at its ends", () => {
    expect(headingsOf("# a\rb\n## \u2028c\u2029\n#   \r\r\n")).toEqual([
      { level: 1, text: "a\rb" },
      { level: 2, text: "c" },
      { level: 1, text: "" },
    ]);
  });

  it(
    "reads 1 MiB of `#`, hundreds of spaces and a `\\r`, U+2028 or U+2029 before text, in one pass",
    () => {
      const markdown = HOSTILE_TEXT_SHAPES.headingSpacesThenBreak(MIB);
      const headings = headingsOf(markdown);
      expect(headings.length).toBe(markdown.split("\n").length - 1);
      expect(headings.every(({ level, text }) => level === 1 && text === "x")).toBe(true);
    },
    HANG_GUARD_MS,
  );

  // Linear: each shape at 1 MiB and 4 MiB finds headings in proportion to its size, and the five
  // MiB are read inside the guard, where a scan that backtracked would take minutes.
  it.each(Object.entries(HOSTILE_TEXT_SHAPES))(
    "reads 1 MiB and 4 MiB of the hostile shape %s, headings in proportion",
    (_name, shape) => {
      const one = headingsOf(shape(MIB)).length;
      const four = headingsOf(shape(4 * MIB)).length;
      expect(four).toBeGreaterThanOrEqual(3.9 * one);
      expect(four).toBeLessThanOrEqual(4.1 * one);
    },
    HANG_GUARD_MS,
  );
});

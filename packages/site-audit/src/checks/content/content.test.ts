import { describe } from "vitest";
import { expect, it } from "vitest";
import { page, runCheck, testCheck, words } from "../rule-tester";
import { duplicateContent } from "./duplicate-content";
import { loremIpsum } from "./lorem-ipsum";
import { MIN_CONTENT_WORDS, lowContent } from "./low-content";
import { nearDuplicate } from "./near-duplicate";

const text = (path: string, body: string, chrome = "") =>
  page(path, { html: `<nav>${chrome}</nav><main>${body}</main><footer>${chrome}</footer>` });

const base = words(1000, "base").split(" ");
/** The base text with `count` words from `from` on replaced by other words. */
const edited = (from: number, count: number) =>
  [
    ...base.slice(0, from),
    ...words(count, `edit-${from}`)
      .split(" ")
      .map((word) => `${word}x`),
    ...base.slice(from + count),
  ].join(" ");

describe("duplicate-content", () =>
  testCheck(duplicateContent, {
    invalid: [
      {
        name: "two pages with the same content-area text and different chrome",
        pages: [
          text("/a", `<p>${base.join(" ")}</p>`, "Menu A"),
          text("/b", `<div>${base.join("  ")}</div>`, "Other menu B"),
          page("/c"),
        ],
        items: [
          { path: "/a", detail: "same text as https://moving.example.com/b" },
          { path: "/b" },
        ],
      },
    ],
    valid: [
      {
        name: "texts that differ by one word",
        pages: [text("/a", base.join(" ")), text("/b", edited(500, 1))],
      },
    ],
  }));

describe("near-duplicate", () =>
  testCheck(nearDuplicate, {
    invalid: [
      {
        name: "two pages about 96 % similar (20 of 1,000 words changed), at or over 90 %",
        pages: [text("/a", base.join(" ")), text("/b", edited(400, 20)), page("/c")],
        items: [
          { path: "/a", detail: "% similar to https://moving.example.com/b" },
          { path: "/b" },
        ],
      },
    ],
    valid: [
      {
        name: "two pages about 70 % similar (200 of 1,000 words changed)",
        pages: [text("/a", base.join(" ")), text("/b", edited(400, 200))],
      },
      {
        name: "exact duplicates (the duplicate-content check's)",
        pages: [text("/a", base.join(" ")), text("/b", base.join(" "))],
      },
      { name: "pages of different text", pages: [page("/a"), page("/b"), page("/c")] },
    ],
  }));

// 200 pages, a fraction of a second: the bucket cap is passed 50 times over all the same. The
// 2,000-page case is `pnpm --filter @keystone/site-audit bench`'s, where its time is a figure.
describe("near-duplicate on many look-alike pages", () => {
  it("finds 200 pages that differ by one word each, comparing each with a few per band", () => {
    const pages = Array.from({ length: 200 }, (_, index) =>
      text(`/p${index}`, `${base.join(" ")} page${index}`),
    );
    expect(runCheck(nearDuplicate, pages)).toHaveLength(200);
  });
});

describe("low-content", () =>
  testCheck(lowContent, {
    invalid: [
      {
        name: `${MIN_CONTENT_WORDS - 1} words, and many words only in nav and footer`,
        pages: [
          text("/a", words(MIN_CONTENT_WORDS - 1, "a")),
          text("/b", "Short.", words(500, "menu")),
        ],
        items: [
          { path: "/a", detail: `${MIN_CONTENT_WORDS - 1} words` },
          { path: "/b", detail: "1 word" },
        ],
      },
    ],
    valid: [
      {
        name: `${MIN_CONTENT_WORDS} words (the edge)`,
        pages: [text("/a", words(MIN_CONTENT_WORDS, "a"))],
      },
    ],
  }));

describe("lorem-ipsum", () =>
  testCheck(loremIpsum, {
    invalid: [
      {
        name: "placeholder text in the content",
        pages: [text("/a", "<p>Lorem  Ipsum dolor sit amet.</p>")],
        items: [{ path: "/a" }],
      },
    ],
    valid: [
      { name: "“lorem” alone", pages: [text("/a", "<p>Lorem is a word; ipsum another.</p>")] },
      {
        name: "placeholder text in a script, a style and an svg after its title",
        pages: [
          text(
            "/a",
            "<script>lorem ipsum</script><style>/* lorem ipsum */</style><svg><title>Logo</title><text>lorem ipsum</text></svg><p>Real text.</p>",
          ),
        ],
      },
      {
        name: "placeholder text only in the footer (chrome)",
        pages: [text("/a", "<p>Real text.</p>", "lorem ipsum")],
      },
    ],
  }));

describe("low-content with { min: 300 }", () =>
  testCheck(lowContent, {
    invalid: [
      {
        name: "299 words",
        options: { min: 300 },
        pages: [text("/a", words(299, "a"))],
        items: [{ path: "/a", detail: "299 words" }],
      },
    ],
    valid: [
      {
        name: "300 words (the edge, moved)",
        options: { min: 300 },
        pages: [text("/a", words(300, "a"))],
      },
    ],
  }));

describe("near-duplicate with { similarity: 0.99 }", () =>
  testCheck(nearDuplicate, {
    invalid: [
      {
        name: "two pages about 99.8 % similar (1 of 1,000 words changed)",
        options: { similarity: 0.99 },
        pages: [text("/a", base.join(" ")), text("/b", edited(400, 1))],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [
      {
        name: "two pages about 96 % similar, under the raised threshold",
        options: { similarity: 0.99 },
        pages: [text("/a", base.join(" ")), text("/b", edited(400, 20))],
      },
    ],
  }));

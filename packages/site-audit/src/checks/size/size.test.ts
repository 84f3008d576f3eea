import { describe } from "vitest";
import { page, testCheck } from "../rule-tester";
import { MAX_HTML_BYTES, htmlTooLarge } from "./html-too-large";
import { LARGE_PAGE_BYTES, LARGEST_PAGES_LISTED, largestPages } from "./largest-pages";

/** A page whose html is exactly `bytes` bytes of ASCII. */
const sized = (path: string, bytes: number) => {
  const shell = "<main></main>";
  return page(path, { html: `<main>${"x".repeat(bytes - shell.length)}</main>` });
};

describe("html-too-large", () =>
  testCheck(htmlTooLarge, {
    invalid: [
      {
        name: "html of 1 MB and one byte",
        pages: [sized("/a", MAX_HTML_BYTES + 1)],
        items: [{ path: "/a", detail: "1.00 MB" }],
      },
    ],
    valid: [{ name: "html of exactly 1 MB (the edge)", pages: [sized("/a", MAX_HTML_BYTES)] }],
  }));

describe("largest-pages", () =>
  testCheck(largestPages, {
    invalid: [
      {
        name: `the ${LARGEST_PAGES_LISTED} largest of 7 pages over ${LARGE_PAGE_BYTES / 1024} KB, in page order`,
        pages: [1, 2, 3, 4, 5, 6, 7].map((size) =>
          sized(`/p${size}`, LARGE_PAGE_BYTES + size * 1000),
        ),
        items: [3, 4, 5, 6, 7].map((size) => ({ path: `/p${size}` })),
      },
    ],
    valid: [
      {
        name: `pages of ${LARGE_PAGE_BYTES / 1024} KB and less (the edge)`,
        pages: [sized("/a", LARGE_PAGE_BYTES), page("/b")],
      },
    ],
  }));

describe("html-too-large and largest-pages with options", () => {
  describe("{ maxBytes: 500000 }", () =>
    testCheck(htmlTooLarge, {
      invalid: [
        {
          name: "html of 500,001 bytes",
          options: { maxBytes: 500_000 },
          pages: [sized("/a", 500_001)],
          items: [{ path: "/a", detail: "488.3 KB" }],
        },
      ],
      valid: [
        {
          name: "html of 500,000 bytes (the edge, moved)",
          options: { maxBytes: 500_000 },
          pages: [sized("/a", 500_000)],
        },
      ],
    }));
  describe("{ count: 1, minBytes: 10240 }", () =>
    testCheck(largestPages, {
      invalid: [
        {
          name: "the largest of two pages over 10 KB",
          options: { count: 1, minBytes: 10_240 },
          pages: [sized("/a", 20_000), sized("/b", 30_000)],
          items: [{ path: "/b" }],
        },
      ],
      valid: [
        {
          name: "a page of 10 KB (the edge, moved)",
          options: { count: 1, minBytes: 10_240 },
          pages: [sized("/a", 10_240)],
        },
      ],
    }));
});

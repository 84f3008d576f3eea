import { describe } from "vitest";
import { ROOT, page, testCheck } from "../rule-tester";
import { duplicateTitle } from "./duplicate-title";
import { missingTitle } from "./missing-title";
import { titleMultiple } from "./title-multiple";
import { titleSameAsH1 } from "./title-same-as-h1";
import { MAX_TITLE_CHARS, titleTooLong } from "./title-too-long";
import { MIN_TITLE_CHARS, titleTooShort } from "./title-too-short";

const titled = (path: string, title: unknown) => page(path, { metadata: { title } });

describe("missing-title", () =>
  testCheck(missingTitle, {
    invalid: [
      {
        name: "no title, a blank one, an empty array and a number",
        pages: [titled("/a", undefined), titled("/b", "   "), titled("/c", []), titled("/d", 42)],
        items: [{ path: "/a" }, { path: "/b" }, { path: "/c" }, { path: "/d" }],
      },
    ],
    valid: [
      {
        name: "a title, and an array whose second value is the first text",
        pages: [titled("/a", "Moving quotes for every home size"), titled("/b", ["", "Second"])],
      },
      {
        name: "a 404 without a title (the response check reports it)",
        pages: [page("/gone", { metadata: { title: undefined, statusCode: 404 } })],
      },
    ],
  }));

describe("duplicate-title", () =>
  testCheck(duplicateTitle, {
    invalid: [
      {
        name: "two pages with one title",
        pages: [
          titled("/a", "Same title for two pages, long enough"),
          titled("/b", "Same title for two pages, long enough"),
          page("/c"),
        ],
        items: [{ path: "/a", detail: "(2 pages)" }, { path: "/b" }],
      },
    ],
    valid: [
      {
        name: "a redirect and the page it ends at, both crawled (one page, read once)",
        pages: [
          page("/old", {
            metadata: { url: `${ROOT}/new`, title: "Moving quotes for the whole city" },
          }),
          titled("/new", "Moving quotes for the whole city"),
        ],
      },
      {
        name: "titles that differ by one character",
        pages: [
          titled("/a", "Moving quotes for the city"),
          titled("/b", "Moving quotes for the city!"),
        ],
      },
    ],
  }));

describe("title-too-long", () =>
  testCheck(titleTooLong, {
    invalid: [
      {
        name: `a title of ${MAX_TITLE_CHARS + 1} characters`,
        pages: [titled("/a", "x".repeat(MAX_TITLE_CHARS + 1))],
        items: [{ path: "/a", detail: `${MAX_TITLE_CHARS + 1} characters` }],
      },
    ],
    valid: [
      {
        name: `a title of ${MAX_TITLE_CHARS} characters (the edge)`,
        pages: [titled("/a", "x".repeat(MAX_TITLE_CHARS))],
      },
    ],
  }));

describe("title-too-short", () =>
  testCheck(titleTooShort, {
    invalid: [
      {
        name: `a title of ${MIN_TITLE_CHARS - 1} characters`,
        pages: [titled("/a", "x".repeat(MIN_TITLE_CHARS - 1))],
        items: [{ path: "/a", detail: `${MIN_TITLE_CHARS - 1} characters` }],
      },
    ],
    valid: [
      {
        name: `a title of ${MIN_TITLE_CHARS} characters (the edge)`,
        pages: [titled("/a", "x".repeat(MIN_TITLE_CHARS))],
      },
    ],
  }));

describe("title-multiple", () =>
  testCheck(titleMultiple, {
    invalid: [
      {
        name: "two different titles in the metadata",
        pages: [titled("/a", ["First title", "Second title"])],
        items: [{ path: "/a", detail: "“First title”, “Second title”" }],
      },
    ],
    valid: [
      {
        name: "one title, repeated identically",
        pages: [titled("/a", ["Moving quotes for every home", "Moving quotes for every home"])],
      },
    ],
  }));

describe("title-same-as-h1", () =>
  testCheck(titleSameAsH1, {
    invalid: [
      {
        name: "a title equal to the H1 but for case and spaces",
        pages: [
          page("/a", {
            metadata: { title: "Moving  Quotes for the City" },
            body: "<h1>moving quotes for the city</h1><p>text</p>",
          }),
        ],
        items: [{ path: "/a" }],
      },
    ],
    valid: [{ name: "a title that differs from its H1", pages: [page("/a")] }],
  }));

describe("title-too-long and title-too-short with options", () => {
  describe("{ max: 65 }", () =>
    testCheck(titleTooLong, {
      invalid: [
        {
          name: "a title of 66 characters",
          options: { max: 65 },
          pages: [titled("/a", "x".repeat(66))],
          items: [{ path: "/a", detail: "66 characters" }],
        },
      ],
      valid: [
        {
          name: "a title of 65 characters (the edge, moved)",
          options: { max: 65 },
          pages: [titled("/a", "x".repeat(65))],
        },
      ],
    }));
  describe("{ min: 20 }", () =>
    testCheck(titleTooShort, {
      invalid: [
        {
          name: "a title of 19 characters",
          options: { min: 20 },
          pages: [titled("/a", "x".repeat(19))],
          items: [{ path: "/a", detail: "19 characters" }],
        },
      ],
      valid: [
        {
          name: "a title of 20 characters (the edge, moved)",
          options: { min: 20 },
          pages: [titled("/a", "x".repeat(20))],
        },
      ],
    }));
});

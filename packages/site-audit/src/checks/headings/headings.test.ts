import { describe } from "vitest";
import { page, testCheck } from "../rule-tester";
import { duplicateH1 } from "./duplicate-h1";
import { MAX_H1_CHARS, h1TooLong } from "./h1-too-long";
import { h1Multiple } from "./h1-multiple";
import { headingEmpty } from "./heading-empty";
import { headingLevelSkipped } from "./heading-level-skipped";
import { missingH1 } from "./missing-h1";
import { duplicateH2 } from "./duplicate-h2";
import { MAX_H2_CHARS, h2TooLong } from "./h2-too-long";
import { h1MultipleBeforeH2 } from "./h1-multiple-before-h2";
import { missingH2 } from "./missing-h2";

const headed = (path: string, body: string) => page(path, { body });

describe("missing-h1", () =>
  testCheck(missingH1, {
    invalid: [
      {
        name: "html with only an H2, and markdown without a # heading",
        pages: [
          headed("/a", "<h2>Sub</h2>"),
          page("/b", { html: null, markdown: "## Sub\n\ntext" }),
        ],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [
      {
        name: "an H1 in the html, even inside the header",
        pages: [page("/a", { html: "<header><h1>Brand</h1></header><main>x</main>" })],
      },
      {
        name: "a # heading in markdown when no html came",
        pages: [page("/b", { html: null, markdown: "# Title\n\ntext" })],
      },
    ],
  }));

describe("h1-multiple", () =>
  testCheck(h1Multiple, {
    invalid: [
      {
        name: "two H1s",
        pages: [headed("/a", "<h1>One</h1><h1>Two</h1>")],
        items: [{ path: "/a", detail: "2 H1s" }],
      },
    ],
    valid: [
      { name: "one H1 and several H2s", pages: [headed("/a", "<h1>One</h1><h2>a</h2><h2>b</h2>")] },
    ],
  }));

describe("duplicate-h1", () =>
  testCheck(duplicateH1, {
    invalid: [
      {
        name: "two pages with one H1",
        pages: [headed("/a", "<h1>Our services</h1>"), headed("/b", "<h1>Our services</h1>")],
        items: [{ path: "/a", detail: "“Our services”" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "different H1s", pages: [page("/a"), page("/b")] }],
  }));

describe("h1-too-long", () =>
  testCheck(h1TooLong, {
    invalid: [
      {
        name: `an H1 of ${MAX_H1_CHARS + 1} characters`,
        pages: [headed("/a", `<h1>${"h".repeat(MAX_H1_CHARS + 1)}</h1>`)],
        items: [{ path: "/a", detail: `${MAX_H1_CHARS + 1} characters` }],
      },
    ],
    valid: [
      {
        name: `an H1 of ${MAX_H1_CHARS} characters (the edge)`,
        pages: [headed("/a", `<h1>${"h".repeat(MAX_H1_CHARS)}</h1>`)],
      },
    ],
  }));

describe("heading-level-skipped", () =>
  testCheck(headingLevelSkipped, {
    invalid: [
      {
        name: "an H2 followed by an H4",
        pages: [headed("/a", "<h1>T</h1><h2>Prices</h2><h4>Small flat</h4>")],
        items: [{ path: "/a", detail: "H4 “Small flat” follows an H2" }],
      },
    ],
    valid: [
      {
        name: "levels one at a time, then back up two",
        pages: [headed("/a", "<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><h2>d</h2>")],
      },
    ],
  }));

describe("heading-empty", () =>
  testCheck(headingEmpty, {
    invalid: [
      {
        name: "an H2 of spaces and an H3 of nothing",
        pages: [headed("/a", "<h1>T</h1><h2>   </h2><h3></h3>")],
        items: [{ path: "/a", detail: "empty H2, empty H3" }],
      },
    ],
    valid: [
      {
        name: "a heading whose only content is an image with alt text",
        pages: [headed("/a", '<h1><img src="/logo.png" alt="Swiftpath Moving"></h1>')],
      },
    ],
  }));

describe("h1-too-long with { max: 40 }", () =>
  testCheck(h1TooLong, {
    invalid: [
      {
        name: "an H1 of 41 characters, the second H1 of the page",
        options: { max: 40 },
        pages: [headed("/a", `<h1>Short</h1><h1>${"h".repeat(41)}</h1>`)],
        items: [{ path: "/a", detail: "41 characters" }],
      },
    ],
    valid: [
      {
        name: "an H1 of 40 characters (the edge, moved)",
        options: { max: 40 },
        pages: [headed("/a", `<h1>${"h".repeat(40)}</h1>`)],
      },
    ],
  }));

describe("missing-h2", () =>
  testCheck(missingH2, {
    invalid: [
      {
        name: "html with an H1 and an H3, and markdown with only a # heading",
        pages: [
          headed("/a", "<h1>T</h1><h3>Sub</h3>"),
          page("/b", { html: null, markdown: "# Title\n\ntext" }),
        ],
        items: [
          { path: "/a", detail: "no H2" },
          { path: "/b", detail: "no H2" },
        ],
      },
    ],
    valid: [
      { name: "one H2 (the edge)", pages: [headed("/a", "<h1>T</h1><h2>Prices</h2>")] },
      {
        name: "a ## heading in markdown when no html came",
        pages: [page("/b", { html: null, markdown: "# Title\n\n## Prices\n\ntext" })],
      },
    ],
  }));

describe("duplicate-h2", () =>
  testCheck(duplicateH2, {
    invalid: [
      {
        name: "two pages whose first H2 is the same",
        pages: [
          headed("/a", "<h1>A</h1><h2>Why choose us</h2>"),
          headed("/b", "<h1>B</h1><h2>Why choose us</h2><h2>Prices</h2>"),
        ],
        items: [{ path: "/a", detail: "“Why choose us” (2 pages)" }, { path: "/b" }],
      },
    ],
    valid: [
      {
        name: "the same H2 second on one page and first on the other",
        pages: [
          headed("/a", "<h1>A</h1><h2>Prices</h2><h2>Why choose us</h2>"),
          headed("/b", "<h1>B</h1><h2>Why choose us</h2>"),
        ],
      },
    ],
  }));

describe("h2-too-long", () =>
  testCheck(h2TooLong, {
    invalid: [
      {
        name: `an H2 of ${MAX_H2_CHARS + 1} characters, the second of the page`,
        pages: [headed("/a", `<h1>T</h1><h2>Short</h2><h2>${"h".repeat(MAX_H2_CHARS + 1)}</h2>`)],
        items: [{ path: "/a", detail: `${MAX_H2_CHARS + 1} characters` }],
      },
      {
        name: "an H2 of 41 characters with { max: 40 }",
        options: { max: 40 },
        pages: [headed("/a", `<h1>T</h1><h2>${"h".repeat(41)}</h2>`)],
        items: [{ path: "/a", detail: "41 characters" }],
      },
    ],
    valid: [
      {
        name: `an H2 of ${MAX_H2_CHARS} characters (the edge)`,
        pages: [headed("/a", `<h1>T</h1><h2>${"h".repeat(MAX_H2_CHARS)}</h2>`)],
      },
      {
        name: "a long H1 is not an H2",
        pages: [headed("/a", `<h1>${"h".repeat(MAX_H2_CHARS + 1)}</h1><h2>Short</h2>`)],
      },
    ],
  }));

describe("h1-multiple-before-h2", () =>
  testCheck(h1MultipleBeforeH2, {
    invalid: [
      {
        name: "two H1s before the first H2",
        pages: [headed("/a", "<h1>Brand</h1><h1>Topic</h1><h2>Section</h2>")],
        items: [{ path: "/a", detail: "2 H1s before the first H2" }],
      },
    ],
    valid: [
      {
        name: "one H1 before the first H2, another after it (the edge)",
        pages: [headed("/a", "<h1>Topic</h1><h2>Section</h2><h1>Footer title</h1>")],
      },
      {
        name: "two H1s and no H2 (h1-multiple's and missing-h2's)",
        pages: [headed("/a", "<h1>Brand</h1><h1>Topic</h1>")],
      },
    ],
  }));

import { describe } from "vitest";
import { page, testCheck } from "../rule-tester";
import { missingLang } from "./missing-lang";
import { missingViewport } from "./missing-viewport";
import { nofollowMeta } from "./nofollow-meta";
import { noindex } from "./noindex";

const robots = (path: string, value: unknown) => page(path, { metadata: { robots: value } });

describe("noindex", () =>
  testCheck(noindex, {
    invalid: [
      {
        name: "noindex, NOINDEX among others, and none",
        pages: [robots("/a", "noindex"), robots("/b", "follow, NOINDEX"), robots("/c", "none")],
        items: [{ path: "/a" }, { path: "/b" }, { path: "/c" }],
      },
    ],
    valid: [
      {
        name: "index, follow, and no robots meta",
        pages: [robots("/a", "index, follow"), page("/b")],
      },
    ],
  }));

describe("nofollow-meta", () =>
  testCheck(nofollowMeta, {
    invalid: [
      {
        name: "nofollow, and none in an array",
        pages: [robots("/a", "index,nofollow"), robots("/b", ["all", "none"])],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "noindex alone", pages: [robots("/a", "noindex")] }],
  }));

describe("missing-lang", () =>
  testCheck(missingLang, {
    invalid: [
      {
        name: "no language and an empty one",
        pages: [
          page("/a", { metadata: { language: undefined } }),
          page("/b", { metadata: { language: " " } }),
        ],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "a language", pages: [page("/a", { metadata: { language: "fr-CA" } })] }],
  }));

describe("missing-viewport", () =>
  testCheck(missingViewport, {
    invalid: [
      {
        name: "no viewport",
        pages: [page("/a", { metadata: { viewport: undefined } })],
        items: [{ path: "/a" }],
      },
    ],
    valid: [{ name: "a viewport", pages: [page("/a")] }],
  }));

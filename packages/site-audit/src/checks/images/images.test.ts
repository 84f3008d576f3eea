import { describe } from "vitest";
import { ROOT, page, testCheck } from "../rule-tester";
import { MAX_ALT_CHARS, imageAltTooLong } from "./image-alt-too-long";
import { imageAltMissing } from "./image-alt-missing";
import { imageMixedContent } from "./image-mixed-content";
import { imageNoDimensions } from "./image-no-dimensions";

const imaged = (path: string, images: string) => page(path, { extra: images });

describe("image-alt-missing", () =>
  testCheck(imageAltMissing, {
    invalid: [
      {
        name: "an image without alt",
        pages: [imaged("/a", '<img src="/van.jpg" width="1" height="1">')],
        items: [{ path: "/a", target: `${ROOT}/van.jpg` }],
      },
    ],
    valid: [
      {
        name: 'alt text, and alt="" on a decorative image',
        pages: [imaged("/a", '<img src="/a.jpg" alt="A van"><img src="/line.svg" alt="">')],
      },
    ],
  }));

describe("image-alt-too-long", () =>
  testCheck(imageAltTooLong, {
    invalid: [
      {
        name: `alt of ${MAX_ALT_CHARS + 1} characters`,
        pages: [imaged("/a", `<img src="/a.jpg" alt="${"a".repeat(MAX_ALT_CHARS + 1)}">`)],
        items: [{ path: "/a", detail: `${MAX_ALT_CHARS + 1} characters` }],
      },
    ],
    valid: [
      {
        name: `alt of ${MAX_ALT_CHARS} characters (the edge)`,
        pages: [imaged("/a", `<img src="/a.jpg" alt="${"a".repeat(MAX_ALT_CHARS)}">`)],
      },
    ],
  }));

describe("image-no-dimensions", () =>
  testCheck(imageNoDimensions, {
    invalid: [
      {
        name: "an image without height, and one without either",
        pages: [imaged("/a", '<img src="/a.jpg" alt="a" width="10"><img src="/b.jpg" alt="b">')],
        items: [
          { path: "/a", detail: "no height" },
          { path: "/a", detail: "no width or height" },
        ],
      },
    ],
    valid: [
      {
        name: "width and height set",
        pages: [imaged("/a", '<img src="/a.jpg" alt="a" width="10" height="20">')],
      },
    ],
  }));

describe("image-mixed-content", () =>
  testCheck(imageMixedContent, {
    invalid: [
      {
        name: "an http:// image on an https page",
        pages: [imaged("/a", '<img src="http://cdn.example.org/a.jpg" alt="a">')],
        items: [{ path: "/a", target: "http://cdn.example.org/a.jpg" }],
      },
    ],
    valid: [
      {
        name: "https:// and relative images",
        pages: [
          imaged(
            "/a",
            '<img src="https://cdn.example.org/a.jpg" alt="a"><img src="/b.jpg" alt="b">',
          ),
        ],
      },
    ],
  }));

describe("image-alt-too-long with { max: 50 }", () =>
  testCheck(imageAltTooLong, {
    invalid: [
      {
        name: "alt of 51 characters",
        options: { max: 50 },
        pages: [imaged("/a", `<img src="/a.jpg" alt="${"a".repeat(51)}">`)],
        items: [{ path: "/a", detail: "51 characters" }],
      },
    ],
    valid: [
      {
        name: "alt of 50 characters (the edge, moved)",
        options: { max: 50 },
        pages: [imaged("/a", `<img src="/a.jpg" alt="${"a".repeat(50)}">`)],
      },
    ],
  }));

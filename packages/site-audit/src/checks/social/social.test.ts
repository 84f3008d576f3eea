import { describe } from "vitest";
import { page, testCheck } from "../rule-tester";
import { missingOgDescription } from "./missing-og-description";
import { missingOgImage } from "./missing-og-image";
import { missingOgTitle } from "./missing-og-title";

describe("missing-og-title", () =>
  testCheck(missingOgTitle, {
    invalid: [
      {
        name: "neither ogTitle nor og:title",
        pages: [page("/a", { metadata: { ogTitle: undefined } })],
        items: [{ path: "/a", detail: "no og:title" }],
      },
    ],
    valid: [
      { name: "ogTitle", pages: [page("/a")] },
      {
        name: "only the raw og:title key, as an array",
        pages: [page("/a", { metadata: { ogTitle: undefined, "og:title": ["One", "Two"] } })],
      },
    ],
  }));

describe("missing-og-description", () =>
  testCheck(missingOgDescription, {
    invalid: [
      {
        name: "no og:description",
        pages: [page("/a", { metadata: { ogDescription: undefined } })],
        items: [{ path: "/a" }],
      },
    ],
    valid: [{ name: "og:description", pages: [page("/a")] }],
  }));

describe("missing-og-image", () =>
  testCheck(missingOgImage, {
    invalid: [
      {
        name: "no og:image",
        pages: [page("/a", { metadata: { ogImage: undefined } })],
        items: [{ path: "/a" }],
      },
    ],
    valid: [{ name: "og:image", pages: [page("/a")] }],
  }));

import { describe } from "vitest";
import { page, testCheck } from "../rule-tester";
import { descriptionMultiple } from "./description-multiple";
import { MAX_DESCRIPTION_CHARS, descriptionTooLong } from "./description-too-long";
import { MIN_DESCRIPTION_CHARS, descriptionTooShort } from "./description-too-short";
import { duplicateDescription } from "./duplicate-description";
import { missingDescription } from "./missing-description";

const described = (path: string, description: unknown) => page(path, { metadata: { description } });

describe("missing-description", () =>
  testCheck(missingDescription, {
    invalid: [
      {
        name: "no description and null",
        pages: [described("/a", undefined), described("/b", null)],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "a description", pages: [page("/a")] }],
  }));

describe("duplicate-description", () =>
  testCheck(duplicateDescription, {
    invalid: [
      {
        name: "two pages with one description",
        pages: [described("/a", "Shared words"), described("/b", "Shared words")],
        items: [{ path: "/a", detail: "“Shared words”" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "different descriptions", pages: [page("/a"), page("/b")] }],
  }));

describe("description-too-long", () =>
  testCheck(descriptionTooLong, {
    invalid: [
      {
        name: `${MAX_DESCRIPTION_CHARS + 1} characters`,
        pages: [described("/a", "d".repeat(MAX_DESCRIPTION_CHARS + 1))],
        items: [{ path: "/a", detail: `${MAX_DESCRIPTION_CHARS + 1} characters` }],
      },
    ],
    valid: [
      {
        name: `${MAX_DESCRIPTION_CHARS} characters (the edge)`,
        pages: [described("/a", "d".repeat(MAX_DESCRIPTION_CHARS))],
      },
    ],
  }));

describe("description-too-short", () =>
  testCheck(descriptionTooShort, {
    invalid: [
      {
        name: `${MIN_DESCRIPTION_CHARS - 1} characters`,
        pages: [described("/a", "d".repeat(MIN_DESCRIPTION_CHARS - 1))],
        items: [{ path: "/a", detail: `${MIN_DESCRIPTION_CHARS - 1} characters` }],
      },
    ],
    valid: [
      {
        name: `${MIN_DESCRIPTION_CHARS} characters (the edge)`,
        pages: [described("/a", "d".repeat(MIN_DESCRIPTION_CHARS))],
      },
    ],
  }));

describe("description-multiple", () =>
  testCheck(descriptionMultiple, {
    invalid: [
      {
        name: "two descriptions as an array",
        pages: [described("/a", ["One", "Two"])],
        items: [{ path: "/a", detail: "“One”, “Two”" }],
      },
    ],
    // The provider may join two descriptions into one text with ", ": that cannot be told apart.
    valid: [
      {
        name: "one description with a comma",
        pages: [described("/a", "First description, Second description")],
      },
    ],
  }));

describe("description-too-long and description-too-short with options", () => {
  describe("{ max: 160 }", () =>
    testCheck(descriptionTooLong, {
      invalid: [
        {
          name: "161 characters",
          options: { max: 160 },
          pages: [described("/a", "d".repeat(161))],
          items: [{ path: "/a", detail: "161 characters" }],
        },
      ],
      valid: [
        {
          name: "160 characters (the edge, moved)",
          options: { max: 160 },
          pages: [described("/a", "d".repeat(160))],
        },
      ],
    }));
  describe("{ min: 50 }", () =>
    testCheck(descriptionTooShort, {
      invalid: [
        {
          name: "49 characters",
          options: { min: 50 },
          pages: [described("/a", "d".repeat(49))],
          items: [{ path: "/a", detail: "49 characters" }],
        },
      ],
      valid: [
        {
          name: "50 characters (the edge, moved)",
          options: { min: 50 },
          pages: [described("/a", "d".repeat(50))],
        },
      ],
    }));
});

import { describe } from "vitest";
import { documentPage, page, rawDocument, testCheck } from "../rule-tester";
import { MAX_DOCUMENT_BYTES, documentTooLarge } from "./document-too-large";
import { headEndedEarly } from "./head-ended-early";
import { headOrBodyMultiple } from "./head-or-body-multiple";
import { headTagsInBody } from "./head-tags-in-body";

/** A page whose document as served is `rawHtml`. */
const served = (path: string, rawHtml: string) => documentPage(path, "", { rawHtml });

/** A page whose document is exactly `bytes` bytes of ASCII. */
const sized = (path: string, bytes: number) => {
  const shell = rawDocument("", "");
  return served(path, rawDocument("", "x".repeat(bytes - shell.length)));
};

describe("head-ended-early", () =>
  testCheck(headEndedEarly, {
    invalid: [
      {
        name: "an <img> before the description, canonical and two og metas; text before </head>",
        pages: [
          documentPage(
            "/a",
            '<img src="/pixel.gif"><meta name="description" content="d"><link rel="canonical" href="/a">' +
              '<meta property="og:title" content="t"><meta property="og:title" content="u">',
          ),
          served("/b", "<html><head>Welcome</head><body></body></html>"),
        ],
        items: [
          {
            path: "/a",
            detail:
              '<img> ended the head; lost 4 tags: meta name="description", link rel="canonical", meta property="og:title" ×2',
          },
          { path: "/b", detail: "text ended the head; nothing was lost before </head>" },
        ],
      },
    ],
    valid: [
      {
        name: "a head of head elements only",
        pages: [documentPage("/a", '<meta name="x" content="y">')],
      },
      {
        name: "a body that starts without </head> or <body> (HTML allows both to be left out)",
        pages: [served("/a", "<title>Moving</title><p>Hello</p>")],
      },
      { name: "a page without rawHtml", pages: [page("/a")] },
    ],
  }));

describe("head-or-body-multiple", () =>
  testCheck(headOrBodyMultiple, {
    invalid: [
      {
        name: "a second head inside the body, and a second body",
        pages: [
          served("/a", "<html><head></head><body><head><title>x</title></head></body></html>"),
          served("/b", "<head></head><body></body><body></body>"),
        ],
        items: [
          { path: "/a", detail: "2 <head>, 1 <body>" },
          { path: "/b", detail: "1 <head>, 2 <body>" },
        ],
      },
    ],
    valid: [
      { name: "one of each (the edge)", pages: [documentPage("/a", "")] },
      { name: "neither, both left out", pages: [served("/a", "<title>x</title><p>y</p>")] },
    ],
  }));

describe("head-tags-in-body", () =>
  testCheck(headTagsInBody, {
    invalid: [
      {
        name: "a meta in the body, and a title and two metas",
        pages: [
          served("/a", rawDocument("", '<meta name="description" content="d">')),
          served("/b", rawDocument("", "<title>x</title><div><meta name=a><meta name=b></div>")),
        ],
        items: [
          { path: "/a", detail: "1 <meta> tag in the body" },
          { path: "/b", detail: "1 <title> tag and 2 <meta> tags in the body" },
        ],
      },
    ],
    valid: [
      {
        name: "titles and metas in the head; an svg's title in the body",
        pages: [
          served(
            "/a",
            rawDocument('<meta name="a" content="b">', "<svg><title>Logo</title></svg>"),
          ),
        ],
      },
      {
        name: "metas lost when the head ended early (head-ended-early reports them)",
        pages: [documentPage("/a", '<img src="/p.gif"><meta name="description" content="d">')],
      },
    ],
  }));

describe("document-too-large", () => {
  testCheck(documentTooLarge, {
    invalid: [
      {
        name: "a document of 15 MB and one byte",
        pages: [sized("/a", MAX_DOCUMENT_BYTES + 1)],
        items: [{ path: "/a", detail: "15.00 MB" }],
      },
    ],
    valid: [
      { name: "a document of exactly 15 MB (the edge)", pages: [sized("/a", MAX_DOCUMENT_BYTES)] },
    ],
  });
  describe("{ maxBytes: 100000 }", () =>
    testCheck(documentTooLarge, {
      invalid: [
        {
          name: "a document of 100,001 bytes",
          options: { maxBytes: 100_000 },
          pages: [sized("/a", 100_001)],
          items: [{ path: "/a", detail: "97.7 KB" }],
        },
      ],
      valid: [
        {
          name: "100,000 bytes (the edge, moved)",
          options: { maxBytes: 100_000 },
          pages: [sized("/a", 100_000)],
        },
      ],
    }));
});

import { describe } from "vitest";
import { ROOT, documentPage, page, rawDocument, testCheck } from "../rule-tester";
import { canonicalChain } from "./canonical-chain";
import { canonicalFragment } from "./canonical-fragment";
import { canonicalMissing } from "./canonical-missing";
import { canonicalMultiple } from "./canonical-multiple";
import { canonicalOtherHost } from "./canonical-other-host";
import { canonicalOutsideHead } from "./canonical-outside-head";
import { canonicalRelative } from "./canonical-relative";
import { canonicalToNonIndexable } from "./canonical-to-non-indexable";
import { canonicalised } from "./canonicalised";

/** A page whose head holds a canonical to `href` (absolute on ROOT when it starts with "/"). */
const canonical = (path: string, href: string, options: Parameters<typeof page>[1] = {}) =>
  documentPage(
    path,
    `<link rel="canonical" href="${href.startsWith("/") ? ROOT + href : href}">`,
    options,
  );
const self = (path: string) => canonical(path, path);

describe("canonical-missing", () =>
  testCheck(canonicalMissing, {
    invalid: [
      {
        name: "a document without a canonical",
        pages: [documentPage("/a", ""), self("/b")],
        items: [{ path: "/a", detail: "no <link rel=canonical>" }],
      },
    ],
    valid: [
      { name: "a canonical to itself", pages: [self("/a")] },
      {
        name: "a noindex page without one, and a page without rawHtml (not known)",
        pages: [
          documentPage("/a", '<meta name="robots" content="noindex">'),
          page("/b"),
          self("/c"),
        ],
      },
      {
        name: "a canonical only in the body (reported as outside the head instead)",
        pages: [
          documentPage("/a", "", {
            rawHtml: rawDocument("", `<link rel="canonical" href="${ROOT}/a">`),
          }),
        ],
      },
    ],
  }));

describe("canonical-multiple", () =>
  testCheck(canonicalMultiple, {
    invalid: [
      {
        name: "two canonicals naming different pages, and two the same",
        pages: [
          documentPage(
            "/a",
            `<link rel="canonical" href="${ROOT}/a"><link rel="canonical" href="${ROOT}/b">`,
          ),
          documentPage(
            "/c",
            `<link rel="canonical" href="${ROOT}/c"><link rel="canonical" href="${ROOT}/c">`,
          ),
        ],
        items: [
          { path: "/a", detail: "2 canonicals, naming different pages" },
          { path: "/c", detail: "all the same" },
        ],
      },
      {
        name: "one in the head and one in the body",
        pages: [
          documentPage("/a", "", {
            rawHtml: rawDocument(
              `<link rel="canonical" href="${ROOT}/a">`,
              `<link rel="canonical" href="${ROOT}/z">`,
            ),
          }),
        ],
        items: [{ path: "/a", detail: "naming different pages" }],
      },
    ],
    valid: [{ name: "one canonical (the edge)", pages: [self("/a")] }],
  }));

describe("canonical-outside-head", () =>
  testCheck(canonicalOutsideHead, {
    invalid: [
      {
        name: "a canonical in the body, and one after an <img> ended the head",
        pages: [
          documentPage("/a", "", {
            rawHtml: rawDocument("", `<link rel="canonical" href="${ROOT}/a">`),
          }),
          documentPage("/b", `<img src="/p.gif"><link rel="canonical" href="${ROOT}/b">`),
        ],
        items: [
          { path: "/a", detail: "in the body" },
          { path: "/b", detail: "after the head ended early at <img>" },
        ],
      },
    ],
    valid: [
      { name: "a canonical in the head", pages: [self("/a")] },
      {
        name: "a canonical between </head> and <body> (a parser puts it back in the head)",
        pages: [
          documentPage("/a", "", {
            rawHtml: `<html><head><title>x</title></head><link rel="canonical" href="${ROOT}/a"><body></body></html>`,
          }),
        ],
      },
    ],
  }));

describe("canonical-relative", () =>
  testCheck(canonicalRelative, {
    invalid: [
      {
        name: "a path and a protocol-relative URL",
        pages: [
          documentPage("/a", '<link rel="canonical" href="/a">'),
          documentPage("/b", '<link rel="canonical" href="//moving.example.com/b">'),
        ],
        items: [
          { path: "/a", detail: `/a (${ROOT}/a)` },
          { path: "/b", detail: "//moving.example.com/b" },
        ],
      },
    ],
    valid: [{ name: "an absolute URL", pages: [self("/a")] }],
  }));

describe("canonical-fragment", () =>
  testCheck(canonicalFragment, {
    invalid: [
      {
        name: "a canonical with #section",
        pages: [canonical("/a", "/a#prices")],
        items: [{ path: "/a", detail: "#prices" }],
      },
    ],
    valid: [{ name: "a canonical without a fragment", pages: [self("/a")] }],
  }));

describe("canonicalised", () =>
  testCheck(canonicalised, {
    invalid: [
      {
        name: "a page canonicalised to another, listed with its target",
        pages: [self("/a"), canonical("/a-copy", "/a")],
        items: [{ path: "/a-copy", detail: `canonical to ${ROOT}/a`, target: `${ROOT}/a` }],
      },
    ],
    valid: [
      {
        name: "a canonical to itself, written with a trailing slash, and one to its redirect's final URL",
        pages: [
          canonical("/a", "/a/"),
          canonical("/old", "/new", { metadata: { url: `${ROOT}/new` } }),
        ],
      },
    ],
  }));

describe("canonical-to-non-indexable", () =>
  testCheck(canonicalToNonIndexable, {
    invalid: [
      {
        name: "canonicals to a 404, a redirect and a noindex page",
        pages: [
          canonical("/a", "/gone"),
          canonical("/b", "/moved"),
          canonical("/c", "/hidden"),
          page("/gone", { metadata: { statusCode: 404 } }),
          page("/moved", { metadata: { url: `${ROOT}/elsewhere` } }),
          page("/hidden", { metadata: { robots: "noindex" } }),
        ],
        items: [
          { path: "/a", detail: "which answers 404", target: `${ROOT}/gone` },
          { path: "/b", detail: `which redirects to ${ROOT}/elsewhere` },
          { path: "/c", detail: "which is noindex" },
        ],
      },
      {
        name: "a canonical to a page whose document alone says noindex (googlebot)",
        pages: [
          canonical("/a", "/b"),
          documentPage("/b", '<meta name="googlebot" content="noindex">'),
        ],
        items: [{ path: "/a", detail: "which is noindex" }],
      },
    ],
    valid: [
      {
        name: "a canonical to an indexable crawled page, and one to a page the crawl did not fetch",
        pages: [canonical("/a", "/b"), page("/b"), canonical("/c", "/not-crawled")],
      },
    ],
  }));

describe("canonical-other-host", () =>
  testCheck(canonicalOtherHost, {
    invalid: [
      {
        name: "a canonical to a staging host",
        pages: [canonical("/a", "https://staging.example.com/a")],
        items: [
          {
            path: "/a",
            detail: "canonical to staging.example.com",
            target: "https://staging.example.com/a",
          },
        ],
      },
    ],
    valid: [
      {
        name: "a canonical to another page of the same host, and one to http:// of the same host",
        pages: [canonical("/a", "/b"), canonical("/c", "http://moving.example.com/c")],
      },
    ],
  }));

describe("canonical-chain", () =>
  testCheck(canonicalChain, {
    invalid: [
      {
        name: "A → B → C, and a loop A ↔ B",
        pages: [
          canonical("/a", "/b"),
          canonical("/b", "/c"),
          self("/c"),
          canonical("/x", "/y"),
          canonical("/y", "/x"),
        ],
        items: [
          {
            path: "/a",
            detail: `canonical to ${ROOT}/b, whose canonical is ${ROOT}/c`,
            target: `${ROOT}/b`,
          },
          { path: "/x", detail: "back to this page (a loop)" },
          { path: "/y", detail: "back to this page (a loop)" },
        ],
      },
    ],
    valid: [
      {
        name: "A → B where B is canonical to itself, or not crawled (the edge: one step)",
        pages: [canonical("/a", "/b"), self("/b"), canonical("/c", "/d")],
      },
    ],
  }));

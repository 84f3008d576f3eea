import { describe } from "vitest";
import type { CrawledPage } from "../../document";
import { ROOT, page, testCheck } from "../rule-tester";
import { urlHttp } from "./url-http";
import { urlNonAscii } from "./url-non-ascii";
import { urlParameters } from "./url-parameters";
import { urlRepeatedSlashes } from "./url-repeated-slashes";
import { MAX_URL_CHARS, urlTooLong } from "./url-too-long";
import { urlUnderscores } from "./url-underscores";
import { urlUppercase } from "./url-uppercase";

/** A page at `path` exactly as written (the rule tester's items are ROOT + path). */
const at = (path: string): CrawledPage => page(path, { metadata: { url: undefined } });

describe("url-uppercase", () =>
  testCheck(urlUppercase, {
    invalid: [
      {
        name: "capitals in the path, and an encoded capital É",
        pages: [at("/About-Us"), at("/caf%C3%89")],
        items: [{ path: "/About-Us" }, { path: "/caf%C3%89" }],
      },
    ],
    valid: [
      { name: "lower case with percent-encoding in capitals (%C3%A9)", pages: [at("/caf%C3%A9")] },
    ],
  }));

describe("url-underscores", () =>
  testCheck(urlUnderscores, {
    invalid: [
      {
        name: "an underscore, and an encoded one (%5F)",
        pages: [at("/moving_tips"), at("/moving%5Ftips")],
        items: [{ path: "/moving_tips" }, { path: "/moving%5Ftips" }],
      },
    ],
    valid: [{ name: "hyphens", pages: [at("/moving-tips")] }],
  }));

describe("url-parameters", () =>
  testCheck(urlParameters, {
    invalid: [
      {
        name: "a query string",
        pages: [at("/quotes?size=small")],
        items: [{ path: "/quotes?size=small" }],
      },
    ],
    valid: [{ name: "a bare ? and a fragment", pages: [at("/quotes?"), at("/quotes#size")] }],
  }));

describe("url-too-long", () => {
  const path = (length: number) => `/${"p".repeat(length - ROOT.length - 1)}`;
  testCheck(urlTooLong, {
    invalid: [
      {
        name: `a URL of ${MAX_URL_CHARS + 1} characters`,
        pages: [at(path(MAX_URL_CHARS + 1))],
        items: [{ path: path(MAX_URL_CHARS + 1), detail: `${MAX_URL_CHARS + 1} characters` }],
      },
    ],
    valid: [
      { name: `a URL of ${MAX_URL_CHARS} characters (the edge)`, pages: [at(path(MAX_URL_CHARS))] },
    ],
  });
});

describe("url-non-ascii", () =>
  testCheck(urlNonAscii, {
    invalid: [
      {
        name: "é as given and %C3%A9 percent-encoded",
        pages: [at("/déménagement"), at("/d%C3%A9m%C3%A9nagement")],
        items: [{ path: "/déménagement" }, { path: "/d%C3%A9m%C3%A9nagement" }],
      },
    ],
    valid: [
      {
        name: "ASCII, and a stray % that decodes to nothing",
        pages: [at("/demenagement"), at("/100%25-sure"), at("/bad%FF")],
      },
    ],
  }));

describe("url-repeated-slashes", () =>
  testCheck(urlRepeatedSlashes, {
    invalid: [
      {
        name: "// in the path, and %2F%2F",
        pages: [at("/services//packing"), at("/a%2F%2Fb")],
        items: [{ path: "/services//packing" }, { path: "/a%2F%2Fb" }],
      },
    ],
    valid: [
      {
        name: "the scheme's // and // in the query",
        pages: [at("/services/packing"), at("/go?to=https://x.example.org")],
      },
    ],
  }));

describe("url-http", () =>
  testCheck(urlHttp, {
    invalid: [
      {
        name: "a page served over http://",
        pages: [
          { ...at("/a"), metadata: { sourceURL: "http://moving.example.com/a", statusCode: 200 } },
        ],
        startUrl: "http://moving.example.com/",
        items: [{ path: "http://moving.example.com/a", detail: "http://" }],
      },
    ],
    valid: [
      { name: "https pages", pages: [at("/a")] },
      {
        name: "an http:// address that redirects to https://",
        pages: [
          {
            ...at("/a"),
            metadata: {
              sourceURL: "http://moving.example.com/a",
              url: `${ROOT}/a`,
              statusCode: 200,
            },
          },
        ],
      },
    ],
  }));

describe("url-too-long with { max: 80 }", () => {
  const path = (length: number) => `/${"p".repeat(length - ROOT.length - 1)}`;
  testCheck(urlTooLong, {
    invalid: [
      {
        name: "a URL of 81 characters",
        options: { max: 80 },
        pages: [at(path(81))],
        items: [{ path: path(81), detail: "81 characters" }],
      },
    ],
    valid: [
      {
        name: "a URL of 80 characters (the edge, moved)",
        options: { max: 80 },
        pages: [at(path(80))],
      },
    ],
  });
});

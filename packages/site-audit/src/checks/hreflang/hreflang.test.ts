import { describe } from "vitest";
import type { CrawledPage } from "../../document";
import type { HreflangFact } from "../../facts/types";
import { ROOT, documentLink, hreflangLink, page, testCheck, withDocument } from "../rule-tester";
import { hreflangBadTarget } from "./hreflang-bad-target";
import { hreflangDuplicateLanguage } from "./hreflang-duplicate-language";
import { hreflangInvalidCode } from "./hreflang-invalid-code";
import { hreflangMissingReturn } from "./hreflang-missing-return";
import { hreflangMissingSelf } from "./hreflang-missing-self";
import { hreflangMissingXDefault } from "./hreflang-missing-x-default";
import { hreflangRelative } from "./hreflang-relative";

/** A page at `path` whose head has these hreflang links (written as [value, href]). */
function annotated(
  path: string,
  links: [string, string][],
  metadata?: Record<string, unknown>,
): CrawledPage {
  return withDocument(page(path, { metadata }), {
    hreflang: links.map(([value, href]): HreflangFact => hreflangLink(value, href, path)),
    hreflangCount: links.length,
  });
}

/** The same set of annotations on every page of a two-language site: nothing wrong. */
const SET: [string, string][] = [
  ["en", `${ROOT}/en`],
  ["fr", `${ROOT}/fr`],
  ["x-default", `${ROOT}/en`],
];
const pair = () => [annotated("/en", SET), annotated("/fr", SET)];

describe("hreflang-invalid-code", () =>
  testCheck(hreflangInvalidCode, {
    invalid: [
      {
        name: "a region that is not ISO 3166-1 (uk), a three-letter language and an underscore",
        pages: [
          annotated("/en", [
            ["en-uk", `${ROOT}/en`],
            ["eng", `${ROOT}/en-2`],
            ["fr_fr", `${ROOT}/fr`],
          ]),
        ],
        items: [
          { path: "/en", detail: "“uk” is not an ISO 3166-1 alpha-2 region code" },
          { path: "/en", detail: "“eng” is not an ISO 639-1 language code" },
          { path: "/en", detail: "“fr_fr” is not an ISO 639-1 language code" },
        ],
      },
      {
        name: "a UN M.49 numeric region (es-419), which search engines do not read",
        pages: [annotated("/es", [["es-419", `${ROOT}/es`]])],
        items: [{ path: "/es", detail: "“419”" }],
      },
    ],
    valid: [
      { name: "languages, language-region pairs and x-default", pages: pair() },
      {
        name: "a script subtag, and a region in upper case as the facts lower it",
        pages: [
          annotated("/zh", [
            ["zh-hant-tw", `${ROOT}/zh`],
            ["en-gb", `${ROOT}/en`],
          ]),
        ],
      },
      { name: "a page without a document (not judged)", pages: [page("/a")] },
    ],
  }));

describe("hreflang-missing-self", () =>
  testCheck(hreflangMissingSelf, {
    invalid: [
      {
        name: "a page whose annotations name only the other version",
        pages: [annotated("/en", [["fr", `${ROOT}/fr`]])],
        items: [{ path: "/en", detail: "1 hreflang annotation, none to this page" }],
      },
    ],
    valid: [
      { name: "each page names itself", pages: pair() },
      { name: "a page without hreflang", pages: [annotated("/en", [])] },
      {
        name: "its own link written with a trailing slash (the same page, normalised)",
        pages: [annotated("/en", [["en", `${ROOT}/en/`]])],
      },
    ],
  }));

describe("hreflang-missing-return", () =>
  testCheck(hreflangMissingReturn, {
    invalid: [
      {
        name: "English names French, French names only itself",
        pages: [annotated("/en", SET), annotated("/fr", [["fr", `${ROOT}/fr`]])],
        items: [
          { path: "/en", detail: "names https://moving.example.com/fr", target: `${ROOT}/fr` },
        ],
      },
    ],
    valid: [
      { name: "both name each other", pages: pair() },
      {
        name: "the other version was not crawled (unknown, not reported)",
        pages: [annotated("/en", SET)],
      },
      {
        name: "the other version came without its document",
        pages: [annotated("/en", SET), page("/fr")],
      },
    ],
  }));

describe("hreflang-bad-target", () =>
  testCheck(hreflangBadTarget, {
    invalid: [
      {
        name: "targets that answer 404, redirect, are noindex and are canonicalised",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["fr", `${ROOT}/fr`],
            ["de", `${ROOT}/de`],
            ["es", `${ROOT}/es`],
            ["it", `${ROOT}/it`],
          ]),
          page("/fr", { metadata: { statusCode: 404 } }),
          page("/de", { metadata: { url: `${ROOT}/de/start` } }),
          page("/es", { metadata: { robots: "noindex, follow" } }),
          withDocument(page("/it"), {
            canonicals: [documentLink(`${ROOT}/en`, "/it")],
            canonicalCount: 1,
          }),
        ],
        items: [
          { path: "/en", detail: "which answers 404", target: `${ROOT}/fr` },
          { path: "/en", detail: `which redirects to ${ROOT}/de/start`, target: `${ROOT}/de` },
          { path: "/en", detail: "which is noindex", target: `${ROOT}/es` },
          { path: "/en", detail: `which is canonicalised to ${ROOT}/en`, target: `${ROOT}/it` },
        ],
      },
    ],
    valid: [
      { name: "targets that answer 200 and are their own canonical", pages: pair() },
      {
        name: "a target named by the final URL of a redirect (its content)",
        pages: [
          annotated("/en", [["de", `${ROOT}/de/start`]]),
          page("/de", { metadata: { url: `${ROOT}/de/start` } }),
        ],
      },
      { name: "a target the crawl did not fetch (unknown)", pages: [annotated("/en", SET)] },
    ],
  }));

describe("hreflang-duplicate-language", () =>
  testCheck(hreflangDuplicateLanguage, {
    invalid: [
      {
        name: "fr naming two URLs",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["fr", `${ROOT}/fr`],
            ["fr", `${ROOT}/fr-2`],
          ]),
        ],
        items: [{ path: "/en", detail: "“fr” names 2 URLs" }],
      },
    ],
    valid: [
      { name: "one URL per language", pages: pair() },
      {
        name: "one language written twice to the same URL (a repeat, not a conflict)",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["en", `${ROOT}/en/`],
          ]),
        ],
      },
      {
        name: "en and en-gb to two URLs (two languages)",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["en-gb", `${ROOT}/en-gb`],
          ]),
        ],
      },
    ],
  }));

describe("hreflang-missing-x-default", () =>
  testCheck(hreflangMissingXDefault, {
    invalid: [
      {
        name: "two languages, no x-default",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["fr", `${ROOT}/fr`],
          ]),
        ],
        items: [{ path: "/en", detail: "2 languages, no x-default" }],
      },
    ],
    valid: [
      { name: "two languages and x-default", pages: pair() },
      { name: "one language alone (the edge)", pages: [annotated("/en", [["en", `${ROOT}/en`]])] },
    ],
  }));

describe("hreflang-relative", () =>
  testCheck(hreflangRelative, {
    invalid: [
      {
        name: "a root-relative and a path-relative href",
        pages: [
          annotated("/en", [
            ["en", `${ROOT}/en`],
            ["fr", "/fr"],
            ["de", "de"],
          ]),
        ],
        items: [
          { path: "/en", detail: "“/fr” is relative", target: `${ROOT}/fr` },
          { path: "/en", detail: "“de” is relative", target: `${ROOT}/de` },
        ],
      },
    ],
    valid: [{ name: "absolute hrefs", pages: pair() }],
  }));

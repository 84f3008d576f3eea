import { describe } from "vitest";
import { ROOT, documentPage, home, page, testCheck } from "../rule-tester";
import { directiveNoarchive } from "./directive-noarchive";
import { directiveNofollow } from "./directive-nofollow";
import { directiveNoindex } from "./directive-noindex";
import { directiveSnippetLimits } from "./directive-snippet-limits";
import { directiveUnavailableAfter } from "./directive-unavailable-after";
import { directivesConflicting } from "./directives-conflicting";
import { noindexCanonicalised } from "./noindex-canonicalised";
import { noindexLinked } from "./noindex-linked";

/** A page whose head holds `<meta name=NAME content=CONTENT>` for each pair. */
const metas = (path: string, ...pairs: [string, string][]) =>
  documentPage(
    path,
    pairs.map(([name, content]) => `<meta name="${name}" content="${content}">`).join(""),
  );

describe("directive-noindex", () =>
  testCheck(directiveNoindex, {
    invalid: [
      {
        name: "noindex for googlebot only, and none in a robots meta the metadata did not carry",
        pages: [metas("/a", ["googlebot", "noindex"]), metas("/b", ["robots", "none"])],
        items: [
          { path: "/a", detail: "googlebot “noindex”" },
          { path: "/b", detail: "robots “none”" },
        ],
      },
    ],
    valid: [
      {
        name: "a noindex the metadata has too (the indexability check noindex reports it)",
        pages: [
          documentPage("/a", '<meta name="robots" content="noindex">', {
            metadata: { robots: "noindex" },
          }),
        ],
      },
      {
        name: "index, follow; and bingbot's noindex (not Google's)",
        pages: [metas("/a", ["robots", "index, follow"], ["bingbot", "noindex"])],
      },
    ],
  }));

describe("directive-nofollow", () =>
  testCheck(directiveNofollow, {
    invalid: [
      {
        name: "nofollow for googlebot",
        pages: [metas("/a", ["googlebot", "NOFOLLOW"])],
        items: [{ path: "/a", detail: "googlebot “nofollow”" }],
      },
    ],
    valid: [
      {
        name: "a nofollow the metadata has too",
        pages: [
          documentPage("/a", '<meta name="robots" content="nofollow">', {
            metadata: { robots: "nofollow" },
          }),
        ],
      },
      { name: "noindex alone", pages: [metas("/a", ["googlebot", "noindex"])] },
    ],
  }));

describe("directive-noarchive", () =>
  testCheck(directiveNoarchive, {
    invalid: [
      {
        name: "noarchive and nocache",
        pages: [metas("/a", ["robots", "noarchive"]), metas("/b", ["robots", "index, nocache"])],
        items: [{ path: "/a" }, { path: "/b", detail: "nocache" }],
      },
    ],
    valid: [{ name: "no such directive", pages: [metas("/a", ["robots", "index"])] }],
  }));

describe("directive-snippet-limits", () =>
  testCheck(directiveSnippetLimits, {
    invalid: [
      {
        name: "nosnippet, max-snippet:0, max-image-preview:standard, max-video-preview:10",
        pages: [
          metas("/a", ["robots", "nosnippet"]),
          metas("/b", ["googlebot", "max-snippet:0"]),
          metas("/c", ["robots", "max-image-preview:standard, max-video-preview: 10"]),
        ],
        items: [
          { path: "/a", detail: "robots “nosnippet”" },
          { path: "/b", detail: "googlebot “max-snippet:0”" },
          { path: "/c", detail: "“max-image-preview:standard”, robots “max-video-preview:10”" },
        ],
      },
    ],
    valid: [
      {
        name: "no limits: max-snippet:-1, max-image-preview:large, max-video-preview:-1 (the edges)",
        pages: [
          metas("/a", ["robots", "max-snippet:-1, max-image-preview:large, max-video-preview:-1"]),
        ],
      },
    ],
  }));

describe("directive-unavailable-after", () =>
  testCheck(directiveUnavailableAfter, {
    invalid: [
      {
        name: "an RFC 850 date, comma and all",
        pages: [metas("/a", ["googlebot", "unavailable_after: Monday, 25-Jun-2026 15:00:00 GMT"])],
        items: [
          { path: "/a", detail: "googlebot “unavailable_after:monday, 25-jun-2026 15:00:00 gmt”" },
        ],
      },
    ],
    valid: [{ name: "no date", pages: [metas("/a", ["robots", "index, follow"])] }],
  }));

describe("directives-conflicting", () =>
  testCheck(directivesConflicting, {
    invalid: [
      {
        name: "index and noindex in one meta; all for robots and nofollow for googlebot",
        pages: [
          metas("/a", ["robots", "index, noindex"]),
          metas("/b", ["robots", "all"], ["googlebot", "nofollow"]),
        ],
        items: [
          { path: "/a", detail: "on indexing: robots “index”, robots “noindex”" },
          { path: "/b", detail: "on following" },
        ],
      },
    ],
    valid: [
      {
        name: "noindex, follow; and noindex said twice (restrictive, not contradictory)",
        pages: [
          metas("/a", ["robots", "noindex, follow"]),
          metas("/b", ["robots", "noindex"], ["googlebot", "noindex, nofollow"]),
        ],
      },
    ],
  }));

describe("noindex-linked", () =>
  testCheck(noindexLinked, {
    invalid: [
      {
        name: "noindex pages linked from the home page, by metadata and by the document alone",
        pages: [
          home(["/a", "/b"]),
          page("/a", { metadata: { robots: "noindex" } }),
          documentPage("/b", '<meta name="googlebot" content="none">'),
        ],
        items: [
          { path: "/a", detail: "linked from 1 crawled page" },
          { path: "/b", detail: "noindex" },
        ],
      },
    ],
    valid: [
      {
        name: "a noindex page nothing links to, and an indexable linked page",
        pages: [home(["/b"]), page("/a", { metadata: { robots: "noindex" } }), page("/b")],
      },
    ],
  }));

describe("noindex-canonicalised", () =>
  testCheck(noindexCanonicalised, {
    invalid: [
      {
        name: "noindex with a canonical to another page",
        pages: [
          documentPage(
            "/a",
            `<meta name="robots" content="noindex"><link rel="canonical" href="${ROOT}/b">`,
          ),
        ],
        items: [{ path: "/a", detail: `noindex, and canonical to ${ROOT}/b`, target: `${ROOT}/b` }],
      },
    ],
    valid: [
      {
        name: "noindex with a canonical to itself, and a canonical elsewhere without noindex",
        pages: [
          documentPage(
            "/a",
            `<meta name="robots" content="noindex"><link rel="canonical" href="${ROOT}/a">`,
          ),
          documentPage("/c", `<link rel="canonical" href="${ROOT}/b">`),
        ],
      },
    ],
  }));

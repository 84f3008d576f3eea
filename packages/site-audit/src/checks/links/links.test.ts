import { describe, expect, it } from "vitest";
import { ROOT, home, page, runCheck, testCheck } from "../rule-tester";
import { brokenLinks } from "./broken-links";
import { MAX_CLICK_DEPTH, deepPage } from "./deep-page";
import { insecureLink } from "./insecure-link";
import { internalNofollow } from "./internal-nofollow";
import { linkToRedirect } from "./link-to-redirect";
import { noInternalOutlinks } from "./no-internal-outlinks";
import { nonDescriptiveLinkText, normalisedLinkText } from "./non-descriptive-link-text";
import { orphanPage } from "./orphan-page";
import { MAX_INTERNAL_OUTLINKS, tooManyOutlinks } from "./too-many-outlinks";
import { uncheckedLinks } from "./unchecked-links";
import { uncrawlableAnchor } from "./uncrawlable-anchor";

const linking = (path: string, anchors: string) => page(path, { extra: anchors });
/** A link in the page's footer, which the provider's whole-page html keeps. */
const inFooter = (path: string, anchors: string) =>
  page(path, { html: `<main><h1>x</h1><p>text</p></main><footer>${anchors}</footer>` });

describe("broken-links", () =>
  testCheck(brokenLinks, {
    invalid: [
      {
        name: "the page holding a link to a 404, in its footer, with the target",
        pages: [
          inFooter("/a", '<a href="/gone">Gone</a><a href="/gone#x">Again</a>'),
          page("/gone", { metadata: { statusCode: 404 } }),
        ],
        items: [{ path: "/a", detail: "HTTP 404", target: `${ROOT}/gone` }],
      },
      {
        name: "a broken link on the host the start URL redirects to (bare domain to www.)",
        pages: [
          page("/", {
            metadata: { url: "https://www.moving.example.com/" },
            extra: '<a href="https://www.moving.example.com/gone">x</a>',
          }),
          {
            ...page("/gone"),
            metadata: { sourceURL: "https://www.moving.example.com/gone", statusCode: 404 },
          },
        ],
        items: [{ path: "/", target: "https://www.moving.example.com/gone" }],
      },
      {
        name: "two broken targets of one page as two items",
        pages: [
          linking("/a", '<a href="/x">x</a><a href="/y">y</a>'),
          page("/x", { metadata: { statusCode: 500 } }),
          page("/y", { metadata: { statusCode: 410 } }),
        ],
        items: [
          { path: "/a", target: `${ROOT}/x` },
          { path: "/a", target: `${ROOT}/y` },
        ],
      },
    ],
    valid: [
      {
        name: "links to pages that answer 200 or 399",
        pages: [
          linking("/a", '<a href="/b">b</a><a href="/c">c</a>'),
          page("/b"),
          page("/c", { metadata: { statusCode: 399 } }),
        ],
      },
      {
        name: "a link to another host's 404",
        pages: [linking("/a", '<a href="https://other.example.org/gone">x</a>')],
      },
    ],
  }));

describe("link-to-redirect", () =>
  testCheck(linkToRedirect, {
    invalid: [
      {
        name: "a link to a page that redirects",
        pages: [
          linking("/a", '<a href="/old">old</a>'),
          page("/old", { metadata: { url: `${ROOT}/new` } }),
        ],
        items: [{ path: "/a", detail: `redirects to ${ROOT}/new`, target: `${ROOT}/old` }],
      },
    ],
    valid: [
      {
        name: "a link to the redirect's final URL",
        pages: [
          linking("/a", '<a href="/new">new</a>'),
          page("/old", { metadata: { url: `${ROOT}/new` } }),
        ],
      },
    ],
  }));

describe("internal-nofollow", () =>
  testCheck(internalNofollow, {
    invalid: [
      {
        name: "an internal link with rel=nofollow among other tokens",
        pages: [linking("/a", '<a href="/b" rel="noopener NOFOLLOW">b</a>')],
        items: [{ path: "/a", target: `${ROOT}/b` }],
      },
    ],
    valid: [
      {
        name: "an external nofollow and an internal noopener",
        pages: [
          linking(
            "/a",
            '<a href="https://ads.example.org/" rel="nofollow">ad</a><a href="/b" rel="noopener">b</a>',
          ),
        ],
      },
    ],
  }));

describe("no-internal-outlinks", () =>
  testCheck(noInternalOutlinks, {
    invalid: [
      {
        name: "a page whose only links are to itself and elsewhere",
        pages: [
          page("/a", {
            html: '<main><h1>A</h1><a href="/a">self</a><a href="https://other.example.org/">x</a></main>',
          }),
        ],
        items: [{ path: "/a" }],
      },
    ],
    valid: [{ name: "a page with one link home (in its nav)", pages: [page("/a")] }],
  }));

describe("orphan-page", () =>
  testCheck(orphanPage, {
    invalid: [
      {
        name: "a page no other crawled page links to",
        pages: [home(["/a"]), page("/a"), page("/lonely")],
        items: [{ path: "/lonely" }],
      },
      {
        name: "a page that links only to itself",
        pages: [home([]), page("/self", { extra: '<a href="/self">me</a>' })],
        items: [{ path: "/self" }],
      },
    ],
    valid: [
      {
        name: "pages linked from the home page, the start page itself unlinked",
        pages: [home(["/a"]), page("/a")],
      },
      {
        name: "a page linked only from another page's footer",
        pages: [home([]), inFooter("/x", '<a href="/privacy">Privacy</a>'), page("/privacy")],
        startUrl: `${ROOT}/x`,
      },
    ],
  }));

describe("non-descriptive-link-text", () =>
  testCheck(nonDescriptiveLinkText, {
    invalid: [
      {
        name: "“Click here”, “read more…” and “More”",
        pages: [
          linking(
            "/a",
            '<a href="/b">Click here</a><a href="/c"> read   more… </a><a href="/d">More</a>',
          ),
        ],
        items: [
          { path: "/a", detail: "“Click here”", target: `${ROOT}/b` },
          { path: "/a", detail: "read more" },
          { path: "/a", detail: "“More”" },
        ],
      },
    ],
    valid: [
      {
        name: "link text that names its target",
        pages: [linking("/a", '<a href="/b">Read more about packing</a><a name="here">here</a>')],
      },
    ],
  }));

describe("the link text non-descriptive-link-text compares", () => {
  it("is lower case, without the punctuation that ends it", () => {
    expect(
      ["Read more…", "More »", "Click here!?", "Here.x", "More. "].map(normalisedLinkText),
    ).toEqual(["read more", "more", "click here", "here.x", "more."]);
  });

  it(
    "is read once from the end: 256 KiB of dots before a last letter",
    () => {
      const text = `${".".repeat(256 * 1024)}x`;
      expect(normalisedLinkText(text)).toHaveLength(text.length);
    },
    // A hang guard: milliseconds; the pattern it replaced took a minute on this text.
    10_000,
  );
});

describe("uncrawlable-anchor", () =>
  testCheck(uncrawlableAnchor, {
    invalid: [
      {
        name: 'empty, "#" and javascript: hrefs',
        pages: [
          linking("/a", '<a href="">x</a><a href="#">y</a><a href="JavaScript:void(0)">z</a>'),
        ],
        items: [
          { path: "/a", detail: "empty href" },
          { path: "/a", detail: 'href="#"' },
          { path: "/a", detail: "javascript:" },
        ],
      },
    ],
    valid: [
      {
        name: "in-page fragments, real addresses and named anchors",
        pages: [linking("/a", '<a href="#prices">p</a><a href="/b">b</a><a id="top"></a>')],
      },
    ],
  }));

describe("insecure-link", () =>
  testCheck(insecureLink, {
    invalid: [
      {
        name: "an https page linking to http://",
        pages: [linking("/a", '<a href="http://partner.example.org/">p</a>')],
        items: [{ path: "/a", target: "http://partner.example.org" }],
      },
    ],
    valid: [
      {
        name: "links to https:// and mailto:",
        pages: [
          linking("/a", '<a href="https://partner.example.org/">p</a><a href="mailto:x@y.z">m</a>'),
        ],
      },
      {
        name: "an http page linking to http://",
        pages: [
          {
            ...page("/a", { extra: '<a href="http://partner.example.org/">p</a>' }),
            metadata: { sourceURL: "http://moving.example.com/a", statusCode: 200 },
          },
        ],
        startUrl: "http://moving.example.com/",
      },
    ],
  }));

const manyLinks = (count: number) =>
  Array.from({ length: count }, (_, index) => `<a href="/p${index}">Page ${index}</a>`).join("");

describe("too-many-outlinks", () =>
  testCheck(tooManyOutlinks, {
    invalid: [
      {
        name: `${MAX_INTERNAL_OUTLINKS + 1} internal targets`,
        pages: [page("/a", { html: manyLinks(MAX_INTERNAL_OUTLINKS + 1) })],
        items: [{ path: "/a", detail: `${MAX_INTERNAL_OUTLINKS + 1} internal links` }],
      },
    ],
    valid: [
      {
        name: `${MAX_INTERNAL_OUTLINKS} internal targets (the edge)`,
        pages: [page("/a", { html: manyLinks(MAX_INTERNAL_OUTLINKS) })],
      },
      {
        name: "the same target 200 times",
        pages: [page("/a", { html: '<a href="/b">b</a>'.repeat(200) })],
      },
    ],
  }));

describe("unchecked-links", () =>
  testCheck(uncheckedLinks, {
    invalid: [
      {
        name: "a link to a page the crawl did not fetch",
        pages: [home(["/a", "/never"]), page("/a")],
        items: [{ path: "/", target: `${ROOT}/never` }],
      },
    ],
    valid: [
      {
        name: "links to crawled pages and other hosts",
        pages: [home(["/a", "https://other.example.org/x"]), page("/a")],
      },
      {
        name: "an http:// link to a page the crawl fetched over https:// (one address to the provider)",
        pages: [home(["http://moving.example.com/a"]), page("/a")],
      },
    ],
  }));

describe("http:// and https:// of one address", () => {
  const pages = [
    home(["http://moving.example.com/a", "http://moving.example.com/never"]),
    page("/a"),
  ];

  it("reaches the crawled page: not unchecked, not an orphan, at depth 1", () => {
    expect(runCheck(uncheckedLinks, pages).map((item) => item.target)).toEqual([
      "http://moving.example.com/never",
    ]);
    expect(runCheck(orphanPage, pages)).toEqual([]);
    expect(runCheck(deepPage, pages)).toEqual([]);
  });

  it("is still an insecure link from an https page", () => {
    expect(runCheck(insecureLink, pages).map((item) => item.target)).toEqual([
      "http://moving.example.com/a",
      "http://moving.example.com/never",
    ]);
  });

  it("keeps two pages apart when the crawl fetched both schemes", () => {
    const both = [
      home(["http://moving.example.com/a"]),
      page("/a"),
      {
        ...page("/a", { metadata: { statusCode: 404 } }),
        metadata: { sourceURL: "http://moving.example.com/a", statusCode: 404 },
      },
    ];
    expect(runCheck(brokenLinks, both).map((item) => item.target)).toEqual([
      "http://moving.example.com/a",
    ]);
  });
});

const chain = (length: number) =>
  Array.from({ length }, (_, index) =>
    page(index === 0 ? "/" : `/d${index}`, { extra: `<a href="/d${index + 1}">next</a>` }),
  );

describe("deep-page", () =>
  testCheck(deepPage, {
    invalid: [
      {
        name: `a page ${MAX_CLICK_DEPTH + 1} clicks from the start`,
        pages: chain(MAX_CLICK_DEPTH + 2),
        items: [{ path: `/d${MAX_CLICK_DEPTH + 1}`, detail: `${MAX_CLICK_DEPTH + 1} clicks` }],
      },
      {
        name: "a page no link path reaches",
        pages: [home([]), page("/island")],
        items: [{ path: "/island", detail: "not reached" }],
      },
    ],
    valid: [
      {
        name: `a page ${MAX_CLICK_DEPTH} clicks from the start (the edge)`,
        pages: chain(MAX_CLICK_DEPTH + 1),
      },
      {
        name: "a crawl without its start page",
        pages: [page("/a"), page("/b")],
        startUrl: `${ROOT}/missing`,
      },
    ],
  }));

describe("link checks with options", () => {
  describe("too-many-outlinks { max: 10 }", () =>
    testCheck(tooManyOutlinks, {
      invalid: [
        {
          name: "11 internal targets",
          options: { max: 10 },
          pages: [page("/a", { html: manyLinks(11) })],
          items: [{ path: "/a", detail: "11 internal links" }],
        },
      ],
      valid: [
        {
          name: "10 internal targets (the edge, moved)",
          options: { max: 10 },
          pages: [page("/a", { html: manyLinks(10) })],
        },
      ],
    }));
  describe("deep-page { max: 1 }", () =>
    testCheck(deepPage, {
      invalid: [
        {
          name: "a page 2 clicks from the start",
          options: { max: 1 },
          pages: chain(3),
          items: [{ path: "/d2", detail: "2 clicks" }],
        },
      ],
      valid: [
        {
          name: "a page 1 click from the start (the edge, moved)",
          options: { max: 1 },
          pages: chain(2),
        },
      ],
    }));
  describe("non-descriptive-link-text { texts: ['cliquez ici'] }", () =>
    testCheck(nonDescriptiveLinkText, {
      invalid: [
        {
          name: "“Cliquez ici.”, the list's text in another case and with a full stop",
          options: { texts: ["cliquez ici"] },
          pages: [linking("/a", '<a href="/b">Cliquez ici.</a><a href="/c">Click here</a>')],
          items: [{ path: "/a", detail: "“Cliquez ici.”", target: `${ROOT}/b` }],
        },
      ],
      valid: [
        {
          name: "“Click here”, no longer on the list it replaced",
          options: { texts: ["cliquez ici"] },
          pages: [linking("/a", '<a href="/b">Click here</a>')],
        },
      ],
    }));
});

import { describe } from "vitest";
import type { CrawledPage } from "../document";
import { hreflangInvalidCode } from "./hreflang/hreflang-invalid-code";
import { hreflangMissingReturn } from "./hreflang/hreflang-missing-return";
import { hreflangRelative } from "./hreflang/hreflang-relative";
import { paginationNotLinked } from "./pagination/pagination-not-linked";
import { paginationUnpaired } from "./pagination/pagination-unpaired";
import { ROOT, page, testCheck } from "./rule-tester";
import { mixedContent } from "./security/mixed-content";
import { protocolRelativeResource } from "./security/protocol-relative-resource";
import { sitemapBadUrl } from "./sitemaps/sitemap-bad-url";

/**
 * The document checks on pages whose facts the reader took from their `rawHtml`, as a crawl
 * gives them: the checks' own tables build the facts by hand; these cases show that the reader's
 * facts are the ones the checks expect.
 */
function served(path: string, head: string, body = ""): CrawledPage {
  // The provider's html is the document's body, cleaned: the links the page's facts read.
  return page(path, {
    body: `<h1>${path}</h1>${body}`,
    rawHtml: `<!doctype html><html lang="en"><head><title>Page ${path}</title>${head}</head><body><main><h1>${path}</h1>${body}</main></body></html>`,
  });
}

const alternates = (...pairs: [string, string][]) =>
  pairs
    .map(([value, href]) => `<link rel="alternate" hreflang="${value}" href="${href}">`)
    .join("");

describe("hreflang, read from rawHtml", () => {
  testCheck(hreflangInvalidCode, {
    invalid: [
      {
        name: "hreflang=EN-UK (upper case as written)",
        pages: [served("/en", alternates(["EN-UK", `${ROOT}/en`]))],
        items: [{ path: "/en", detail: "“uk” is not an ISO 3166-1 alpha-2 region code" }],
      },
    ],
    valid: [
      {
        name: "hreflang=en-GB and x-default",
        pages: [served("/en", alternates(["en-GB", `${ROOT}/en`], ["x-default", `${ROOT}/en`]))],
      },
    ],
  });
  testCheck(hreflangMissingReturn, {
    invalid: [
      {
        name: "English names French, French names only itself",
        pages: [
          served("/en", alternates(["en", `${ROOT}/en`], ["fr", `${ROOT}/fr`])),
          served("/fr", alternates(["fr", `${ROOT}/fr`])),
        ],
        items: [{ path: "/en", target: `${ROOT}/fr` }],
      },
    ],
    valid: [
      {
        name: "both name each other",
        pages: [
          served("/en", alternates(["en", `${ROOT}/en`], ["fr", `${ROOT}/fr`])),
          served("/fr", alternates(["en", `${ROOT}/en`], ["fr", `${ROOT}/fr`])),
        ],
      },
    ],
  });
  testCheck(hreflangRelative, {
    invalid: [
      {
        name: "a root-relative href",
        pages: [served("/en", alternates(["en", `${ROOT}/en`], ["fr", "/fr"]))],
        items: [{ path: "/en", detail: "“/fr” is relative", target: `${ROOT}/fr` }],
      },
    ],
    valid: [{ name: "absolute hrefs", pages: [served("/en", alternates(["en", `${ROOT}/en`]))] }],
  });
});

describe("pagination, read from rawHtml", () => {
  testCheck(paginationNotLinked, {
    invalid: [
      {
        name: "rel=next in the head and no pager",
        pages: [served("/blog", '<link rel="next" href="/blog/page/2">')],
        items: [{ path: "/blog", target: `${ROOT}/blog/page/2` }],
      },
    ],
    valid: [
      {
        name: "rel=next and a pager link to it",
        pages: [
          served("/blog", '<link rel="next" href="/blog/page/2">', '<a href="/blog/page/2">2</a>'),
        ],
      },
    ],
  });
  testCheck(paginationUnpaired, {
    invalid: [
      {
        name: "rel=next answered by no rel=prev",
        pages: [
          served("/blog", '<link rel="next" href="/blog/page/2">'),
          served("/blog/page/2", ""),
        ],
        items: [{ path: "/blog", detail: "has no rel=prev back" }],
      },
    ],
    valid: [
      {
        name: "rel=next answered by rel=previous",
        pages: [
          served("/blog", '<link rel="next" href="/blog/page/2">'),
          served("/blog/page/2", '<link rel="previous" href="/blog">'),
        ],
      },
    ],
  });
});

describe("security, read from rawHtml", () => {
  testCheck(mixedContent, {
    invalid: [
      {
        name: "a script, a stylesheet, an iframe, a video and a form over http://",
        pages: [
          served(
            "/a",
            '<script src="http://cdn.example.net/app.js"></script><link rel="stylesheet" href="http://cdn.example.net/a.css">',
            '<iframe src="http://maps.example.net/e"></iframe><video src="http://cdn.example.net/v.mp4"></video><form action="http://moving.example.com/q"></form><img src="http://cdn.example.net/a.png" alt="">',
          ),
        ],
        items: [
          { path: "/a", detail: "script" },
          { path: "/a", detail: "stylesheet" },
          { path: "/a", detail: "iframe" },
          { path: "/a", detail: "media" },
          { path: "/a", detail: "form" },
        ],
      },
    ],
    valid: [
      {
        name: "https and relative resources",
        pages: [
          served(
            "/a",
            '<script src="/app.js"></script>',
            '<iframe src="https://maps.example.net/e"></iframe>',
          ),
        ],
      },
    ],
  });
  testCheck(protocolRelativeResource, {
    invalid: [
      {
        name: "a script at //host/",
        pages: [served("/a", '<script src="//cdn.example.net/app.js"></script>')],
        items: [{ path: "/a", detail: "script //cdn.example.net/app.js" }],
      },
    ],
    valid: [
      { name: "a root-relative script", pages: [served("/a", '<script src="/app.js"></script>')] },
    ],
  });
});

describe("sitemaps, read from rawHtml", () =>
  testCheck(sitemapBadUrl, {
    invalid: [
      {
        name: "a sitemap URL whose page is canonicalised and one whose googlebot meta says noindex",
        pages: [
          served("/copy", `<link rel="canonical" href="${ROOT}/original">`),
          served("/hidden", '<meta name="googlebot" content="noindex">'),
        ],
        sitemap: [`${ROOT}/copy`, `${ROOT}/hidden`],
        items: [
          { path: "/copy", detail: `is canonicalised to ${ROOT}/original` },
          { path: "/hidden", detail: "is noindex" },
        ],
      },
    ],
    valid: [
      {
        name: "a sitemap URL whose page is its own canonical",
        pages: [served("/a", `<link rel="canonical" href="${ROOT}/a">`)],
        sitemap: [`${ROOT}/a`],
      },
    ],
  }));

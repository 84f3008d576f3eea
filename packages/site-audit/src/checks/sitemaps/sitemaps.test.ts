import { describe, expect, it } from "vitest";
import { SITEMAP_URLS_KEPT, sitemapFacts } from "../../facts/sitemap-facts";
import { ROOT, documentLink, home, page, runCheck, testCheck, withDocument } from "../rule-tester";
import { notInSitemap } from "./not-in-sitemap";
import { sitemapBadUrl } from "./sitemap-bad-url";
import { sitemapOrphan } from "./sitemap-orphan";

const at = (...paths: string[]) => paths.map((path) => `${ROOT}${path}`);

describe("sitemap-orphan", () =>
  testCheck(sitemapOrphan, {
    invalid: [
      {
        name: "a sitemap URL not crawled and one crawled that no page links to",
        pages: [home(["/a"]), page("/a"), page("/landing")],
        sitemap: at("/", "/a", "/old-offer", "/landing"),
        items: [
          { path: "/old-offer", detail: "not crawled, and no crawled page links to it" },
          { path: "/landing", detail: "crawled, but no crawled page links to it" },
        ],
      },
    ],
    valid: [
      {
        name: "sitemap URLs that pages link to, one written with a trailing slash",
        pages: [home(["/a", "/b"]), page("/a"), page("/b")],
        sitemap: at("/", "/a/", "/b"),
      },
      {
        name: "a linked URL the crawl did not fetch (beyond its limit: not an orphan)",
        pages: [home(["/a", "/later"]), page("/a")],
        sitemap: at("/", "/a", "/later"),
      },
      { name: "no sitemap given (the check does not run)", pages: [page("/landing")] },
    ],
  }));

describe("sitemap-bad-url", () =>
  testCheck(sitemapBadUrl, {
    invalid: [
      {
        name: "sitemap URLs that answer 404, redirect, are noindex and are canonicalised",
        pages: [
          home(["/gone", "/moved", "/hidden", "/copy"]),
          page("/gone", { metadata: { statusCode: 404 } }),
          page("/moved", { metadata: { url: `${ROOT}/moved-here` } }),
          page("/hidden", { metadata: { robots: "noindex" } }),
          withDocument(page("/copy"), { canonicals: [documentLink(`${ROOT}/`, "/copy")] }),
        ],
        sitemap: at("/", "/gone", "/moved", "/hidden", "/copy"),
        items: [
          { path: "/gone", detail: "in the sitemap, and answers 404" },
          { path: "/moved", detail: `redirects to ${ROOT}/moved-here` },
          { path: "/hidden", detail: "is noindex" },
          { path: "/copy", detail: `is canonicalised to ${ROOT}` },
        ],
      },
    ],
    valid: [
      {
        name: "sitemap URLs that answer 200, are indexable and their own canonical",
        pages: [
          home(["/a"]),
          withDocument(page("/a"), { canonicals: [documentLink(`${ROOT}/a`, "/a")] }),
        ],
        sitemap: at("/", "/a", "/not-crawled"),
      },
    ],
  }));

describe("not-in-sitemap", () =>
  testCheck(notInSitemap, {
    invalid: [
      {
        name: "an indexable crawled page the sitemap leaves out",
        pages: [home(["/a", "/b"]), page("/a"), page("/b")],
        sitemap: at("/", "/a"),
        items: [{ path: "/b", detail: "indexable, not in the sitemap" }],
      },
    ],
    valid: [
      {
        name: "every page listed, or not indexable (404, redirect, noindex, canonicalised)",
        pages: [
          home(["/a"]),
          page("/a"),
          page("/gone", { metadata: { statusCode: 404 } }),
          page("/moved", { metadata: { url: `${ROOT}/a` } }),
          page("/hidden", { metadata: { robots: "noindex" } }),
          withDocument(page("/copy"), { canonicals: [documentLink(`${ROOT}/a`, "/copy")] }),
        ],
        sitemap: at("/", "/a"),
      },
      { name: "no sitemap given", pages: [page("/a")] },
    ],
  }));

describe("the sitemap's facts", () => {
  it("keep each http(s) URL once, by key, and count every entry given", () => {
    const facts = sitemapFacts([
      `${ROOT}/a`,
      `${ROOT}/a/`,
      "mailto:x@example.com",
      42,
      ` ${ROOT}/b `,
    ]);
    expect(facts.urls).toEqual(at("/a", "/b"));
    expect([...facts.keys]).toEqual(at("/a", "/b"));
    expect(facts.total).toBe(5);
  });

  it("keep at most SITEMAP_URLS_KEPT of a hostile sitemap, beside its true total", () => {
    const urls = Array.from({ length: SITEMAP_URLS_KEPT + 10 }, (_, index) => `${ROOT}/p${index}`);
    const facts = sitemapFacts(urls);
    expect(facts.urls.length).toBe(SITEMAP_URLS_KEPT);
    expect(facts.keys.size).toBe(SITEMAP_URLS_KEPT);
    expect(facts.total).toBe(SITEMAP_URLS_KEPT + 10);
  });

  it("are read by the checks only when a sitemap is given", () => {
    expect(runCheck(notInSitemap, [page("/a")], `${ROOT}/`, {}, [])).toHaveLength(1);
    expect(runCheck(notInSitemap, [page("/a")])).toEqual([]);
  });
});

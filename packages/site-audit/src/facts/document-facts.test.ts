import { describe, expect, it } from "vitest";
import { pageFacts } from "./page-facts";
import { JSON_LD_CHARS_READ, JSON_LD_KEPT, documentFacts } from "./document-facts";
import { robotsDirectives } from "./document/robots-directives";
import { utf8Length } from "./document/utf8-length";
import { FACTS_KEPT } from "./types";

const URL = "https://moving.example.com/quotes";
const read = (rawHtml: string) => documentFacts(rawHtml, URL);

describe("the head as an HTML parser builds it", () => {
  it("a well-formed head: nothing outside it, nothing lost, one head and one body", () => {
    const facts = read(
      `<!doctype html><html><head><meta charset="utf-8"><title>Quotes</title>` +
        `<link rel="canonical" href="https://moving.example.com/quotes">` +
        `<meta name="robots" content="index, follow"><script>var a = "<img>";</script>` +
        `<noscript><link rel="stylesheet" href="/no-js.css"></noscript>` +
        `</head><body><h1>Quotes</h1></body></html>`,
    );
    expect(facts.headEndedBy).toBeNull();
    expect(facts.lostFromHead).toEqual([]);
    expect(facts.titlesOutsideHead).toBe(0);
    expect(facts.metasOutsideHead).toBe(0);
    expect(facts.headCount).toBe(1);
    expect(facts.bodyCount).toBe(1);
    expect(facts.canonicals).toEqual([{ href: URL, target: URL, absolute: true, inHead: true }]);
    expect(facts.directives).toEqual([
      { name: "robots", directives: ["index", "follow"], inHead: true },
    ]);
  });

  it("an <img> in the head ends it there: the tags after it are lost, named, until </head>", () => {
    const facts = read(
      `<html><head><title>Quotes</title><img src="/pixel.gif">` +
        `<meta name="description" content="d"><link rel="canonical" href="/quotes">` +
        `<meta property="og:title" content="t"></head><body><meta name="x"></body>`,
    );
    expect(facts.headEndedBy).toBe("img");
    expect(facts.lostFromHead).toEqual([
      'meta name="description"',
      'link rel="canonical"',
      'meta property="og:title"',
    ]);
    expect(facts.lostFromHeadCount).toBe(3);
    expect(facts.metasLostFromHead).toBe(2);
    // The meta in body is outside the head, not lost from it.
    expect(facts.metasOutsideHead).toBe(3);
    expect(facts.canonicals[0]?.inHead).toBe(false);
  });

  it("text in the head ends it; white space and entities of white space do not", () => {
    expect(read(`<head>\n \t<title>x</title>&#32;</head><body>`).headEndedBy).toBeNull();
    const facts = read(
      `<head><title>x</title>Welcome<meta name="robots" content="noindex"></head>`,
    );
    expect(facts.headEndedBy).toBe("#text");
    expect(facts.directives[0]?.inHead).toBe(false);
    expect(read(`<head>&nbsp;<title>x</title></head>`).headEndedBy).toBe("#text");
  });

  it("a noscript in the head may hold link, meta and style only (a parser without scripts)", () => {
    const facts = read(
      `<head><noscript><img src="/p.gif"></noscript><title>x</title></head><body>`,
    );
    expect(facts.headEndedBy).toBe("img");
    expect(facts.lostFromHead).toEqual(["title"]);
    expect(facts.titlesOutsideHead).toBe(1);
  });

  it("a body that begins without </head> or <body> ended nothing early (HTML allows it)", () => {
    const facts = read(`<title>x</title><meta charset="utf-8"><p>Hello<a href="/">home</a>`);
    expect(facts.headEndedBy).toBeNull();
    expect(facts.headCount).toBe(0);
    expect(facts.bodyCount).toBe(0);
  });

  it("a head element between </head> and <body> goes back into the head", () => {
    const facts = read(`<head></head><link rel="canonical" href="/quotes"><body>`);
    expect(facts.canonicals[0]?.inHead).toBe(true);
  });

  it("counts a second head and body; titles in body count, an svg's title does not", () => {
    const facts = read(
      `<head><title>a</title></head><body><svg><title>icon</title></svg>` +
        `<head><title>b</title></head><body><template><title>t</title><img></template></body>`,
    );
    expect(facts.headCount).toBe(2);
    expect(facts.bodyCount).toBe(2);
    expect(facts.titlesOutsideHead).toBe(1);
    expect(facts.headEndedBy).toBeNull();
  });

  it("markup inside scripts, comments and attribute values is not an element", () => {
    const facts = read(
      `<head><script>document.write("<div><link rel=canonical href=/x>")</script>` +
        `<!-- <img> --><meta name="description" content="<img>"><title>a <img> b</title></head>`,
    );
    expect(facts.headEndedBy).toBeNull();
    expect(facts.canonicals).toEqual([]);
  });
});

describe("links, directives, structured data and resources", () => {
  it("canonicals resolved against the page or its <base>; absolute as written or not", () => {
    const facts = read(
      `<head><link rel="canonical" href="/a#top"><base href="https://cdn.example.net/b/">` +
        `<link rel="CANONICAL" href="c"><link rel=canonical href="//other.example.org/d"></head>`,
    );
    expect(facts.canonicals.map(({ href, target, absolute }) => [href, target, absolute])).toEqual([
      ["/a#top", "https://moving.example.com/a", false],
      ["c", "https://cdn.example.net/b/c", false],
      ["//other.example.org/d", "https://other.example.org/d", false],
    ]);
    expect(facts.canonicalCount).toBe(3);
  });

  it("hreflang alternates, next and prev", () => {
    const facts = read(
      `<head><link rel="alternate" hreflang="EN-gb" href="https://moving.example.com/uk">` +
        `<link rel="alternate" href="/feed.xml"><link rel="next" href="/quotes?page=2">` +
        `<link rel="prev" href="/quotes?page=0"></head>`,
    );
    expect(facts.hreflang.map(({ hreflang, target }) => [hreflang, target])).toEqual([
      ["en-gb", "https://moving.example.com/uk"],
    ]);
    expect(facts.hreflangCount).toBe(1);
    expect(facts.next.map((link) => link.target)).toEqual([
      "https://moving.example.com/quotes?page=2",
    ]);
    expect(facts.prev.map((link) => link.target)).toEqual([
      "https://moving.example.com/quotes?page=0",
    ]);
  });

  it("robots and googlebot directives, lower case, with their values", () => {
    const facts = read(
      `<head><meta name="ROBOTS" content="NoIndex, max-snippet: 50, unavailable_after: Monday, 25-Jun-2026 15:00:00 GMT">` +
        `<meta name="googlebot" content="nosnippet"><meta name="bingbot" content="noindex"></head>`,
    );
    expect(facts.directives).toEqual([
      {
        name: "robots",
        directives: [
          "noindex",
          "max-snippet:50",
          "unavailable_after:monday, 25-jun-2026 15:00:00 gmt",
        ],
        inHead: true,
      },
      { name: "googlebot", directives: ["nosnippet"], inHead: true },
    ]);
    expect(facts.directiveCount).toBe(2);
  });

  it("JSON-LD blocks: their line, true length and summary; other scripts are not JSON-LD", () => {
    const block = `{"@context":"https://schema.org","@type":"Organization"}`;
    const facts = read(
      `<head>\n<script type="application/ld+json">${block}</script>\n<script>var x</script>\n` +
        `<script type="Application/LD+JSON; charset=utf-8">\n[]</script>\n</head>`,
    );
    expect(facts.jsonLdCount).toBe(2);
    expect(facts.jsonLd.map(({ line, chars }) => [line, chars])).toEqual([
      [2, block.length],
      [4, 3],
    ]);
    expect(facts.jsonLd[0]?.summary).toBeDefined();
  });

  it("a JSON-LD block past the read cap keeps its true length", () => {
    const big = `"${"x".repeat(JSON_LD_CHARS_READ + 10)}"`;
    const facts = read(`<script type="application/ld+json">${big}</script>`);
    expect(facts.jsonLd[0]?.chars).toBe(big.length);
  });

  it(`keeps ${JSON_LD_KEPT} JSON-LD blocks and counts the rest`, () => {
    const block = `<script type="application/ld+json">{}</script>`;
    const facts = read(block.repeat(JSON_LD_KEPT + 5));
    expect(facts.jsonLdCount).toBe(JSON_LD_KEPT + 5);
    expect(facts.jsonLd).toHaveLength(JSON_LD_KEPT);
  });

  it("microdata and RDFa, counted with their distinct types", () => {
    const facts = read(
      `<div itemscope itemtype="https://schema.org/Product"><span itemscope itemtype="https://schema.org/Offer https://schema.org/Product"></span></div>` +
        `<div vocab="https://schema.org/" typeof="LocalBusiness"></div>`,
    );
    expect(facts.microdataCount).toBe(2);
    expect(facts.microdataTypes).toEqual([
      "https://schema.org/Product",
      "https://schema.org/Offer",
    ]);
    expect(facts.rdfaCount).toBe(1);
    expect(facts.rdfaTypes).toEqual(["LocalBusiness"]);
  });

  it("the resources a page loads, by kind", () => {
    const facts = read(
      `<head><script src="http://cdn.example.net/a.js"></script><link rel="stylesheet" href="//cdn.example.net/a.css">` +
        `<link rel="icon" href="/favicon.ico"></head><body><img src="/a.png"><iframe src="http://x.example/"></iframe>` +
        `<video src="/v.mp4"><source src="/v.webm"></video><object data="/o.swf"></object>` +
        `<form action="http://moving.example.com/send"></form><form></form><img src=""></body>`,
    );
    expect(facts.resources.map(({ kind, url }) => `${kind} ${url}`)).toEqual([
      "script http://cdn.example.net/a.js",
      "stylesheet //cdn.example.net/a.css",
      "other /favicon.ico",
      "image /a.png",
      "iframe http://x.example/",
      "media /v.mp4",
      "media /v.webm",
      "media /o.swf",
      "form http://moving.example.com/send",
    ]);
    expect(facts.resourceCount).toBe(9);
  });

  it(`caps each list at ${FACTS_KEPT} beside its count`, () => {
    const facts = read(`<head>${'<link rel="canonical" href="/a">'.repeat(FACTS_KEPT + 1)}</head>`);
    expect(facts.canonicals).toHaveLength(FACTS_KEPT);
    expect(facts.canonicalCount).toBe(FACTS_KEPT + 1);
  });

  it("measures the document in UTF-8 bytes", () => {
    expect(read("é😀x").bytes).toBe(2 + 4 + 1);
    expect(utf8Length("\ud800x")).toBe(new TextEncoder().encode("\ud800x").length);
  });
});

describe("robotsDirectives", () => {
  it("splits on commas and keeps a date's comma with its directive", () => {
    expect(robotsDirectives(" NOINDEX ,, nofollow ")).toEqual(["noindex", "nofollow"]);
    expect(robotsDirectives("max-image-preview : large")).toEqual(["max-image-preview:large"]);
  });
});

describe("PageFacts.document", () => {
  it("is null without rawHtml and read with it; the other facts are the same", () => {
    const page = { html: "<h1>Quotes</h1>", metadata: { sourceURL: URL, statusCode: 200 } };
    const without = pageFacts(page);
    const withRaw = pageFacts({
      ...page,
      rawHtml: `<head><title>Q</title></head><body><h1>Quotes</h1>`,
    });
    expect(without.document).toBeNull();
    expect(withRaw.document?.headCount).toBe(1);
    expect({ ...withRaw, document: null }).toEqual(without);
  });
});

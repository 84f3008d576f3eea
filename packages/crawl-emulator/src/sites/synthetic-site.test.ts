import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "../options.js";
import { locatePage, pageLinks, pageUrl } from "./site-layout.js";
import { renderDocument, type RenderRequest } from "./synthetic-site.js";

const base: RenderRequest = {
  url: "https://example.com/",
  index: 0,
  sitePages: 10,
  site: DEFAULT_SITE,
  formats: ["markdown", "html", "links"],
  scrapeId: "fixed",
};

describe("synthetic sites", () => {
  it("are deterministic per host, path and seed", () => {
    const first = renderDocument(base);
    expect(renderDocument(base)).toEqual(first);
    expect(renderDocument({ ...base, url: "https://other.example.com/" }).markdown).not.toBe(
      first.markdown,
    );
    expect(renderDocument({ ...base, site: { ...DEFAULT_SITE, seed: 2 } }).markdown).not.toBe(
      first.markdown,
    );
  });

  it("lay pages out as a tree that a breadth-first crawl walks in index order", () => {
    expect(pageUrl("https://example.com/", 3)).toBe("https://example.com/page-3");
    expect(pageUrl("https://example.com/docs/", 3)).toBe("https://example.com/docs/page-3");
    expect(locatePage("https://example.com/docs/page-3")).toEqual({
      root: "https://example.com/docs",
      index: 3,
    });
    expect(locatePage("https://example.com/docs/")).toEqual({
      root: "https://example.com/docs/",
      index: 0,
    });
    expect(pageLinks("https://example.com/", 0, 10)).toEqual([
      "https://example.com/page-1",
      "https://example.com/page-2",
      "https://external.example.org/not-followed",
    ]);
    expect(pageLinks("https://example.com/", 4, 10)).toEqual([
      "https://example.com/",
      "https://example.com/page-9",
      "https://external.example.org/not-followed",
    ]);
  });

  it("honour pageBytes for markdown and html", () => {
    for (const pageBytes of [500, 2_000, 20_000]) {
      const document = renderDocument({ ...base, site: { ...DEFAULT_SITE, pageBytes } });
      expect(document.markdown?.length).toBeGreaterThanOrEqual(pageBytes);
      expect(document.markdown?.length).toBeLessThan(pageBytes + 1_500);
      expect(document.html?.length).toBeGreaterThanOrEqual(pageBytes);
    }
  });

  it("escape their own text in html unless hostile markup is asked for", () => {
    const safe = renderDocument(base);
    expect(safe.html).not.toMatch(/<script|onerror=/);
    const hostile = renderDocument({ ...base, site: { ...DEFAULT_SITE, hostile: true } });
    expect(hostile.html).toContain('<img src="x" onerror="alert(\'xss\')">');
    expect(hostile.markdown).toContain('<script>alert("xss")</script>');
  });
});

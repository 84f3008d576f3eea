import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import {
  chunkLines,
  downloadContent,
  downloadFileName,
  formatJson,
  formatPageJson,
  pageRows,
} from "./format-result";
import type { CrawledPage } from "./types";

describe("pageRows", () => {
  it("reads title, source URL and status code, with fallbacks for missing fields", () => {
    // Provider data is untyped JSON: a status code may arrive as a string.
    const pages: CrawledPage[] = JSON.parse(
      JSON.stringify([
        { metadata: { title: " Home ", sourceURL: "https://a.test/", statusCode: 200 } },
        { url: "https://a.test/b", metadata: { statusCode: "404" } },
        {},
      ]),
    );
    const plain = { redirected: false };
    expect(pageRows(pages)).toEqual([
      {
        ...plain,
        title: "Home",
        url: "https://a.test/",
        finalUrl: "https://a.test/",
        statusCode: 200,
        status: "200",
      },
      {
        ...plain,
        title: "(untitled)",
        url: "https://a.test/b",
        finalUrl: "https://a.test/b",
        statusCode: null,
        status: "not reported",
      },
      {
        ...plain,
        title: "(untitled)",
        url: "",
        finalUrl: "",
        statusCode: null,
        status: "not reported",
      },
    ]);
  });

  it("shows a redirected page as its own row: the requested URL, its 3xx or 'redirected', never the final page's 200, and the final URL", () => {
    const pages: CrawledPage[] = [
      // As the provider reports a redirect it followed: the final page's 200 and title.
      {
        metadata: {
          title: "Pricing",
          sourceURL: "https://a.test/pricing-old",
          url: "https://a.test/pricing",
          statusCode: 200,
        },
      },
      {
        metadata: { sourceURL: "https://a.test/moved", url: "https://a.test/new", statusCode: 301 },
      },
      { metadata: { sourceURL: "http://a.test/x", url: "https://a.test/x", statusCode: 404 } },
      // Only a trailing slash or a fragment apart: the same page, as the audit compares them.
      {
        metadata: {
          sourceURL: "https://a.test/about",
          url: "https://a.test/about/#team",
          statusCode: 200,
        },
      },
    ];
    expect(
      pageRows(pages).map(({ url, status, finalUrl, redirected }) => ({
        url,
        status,
        finalUrl,
        redirected,
      })),
    ).toEqual([
      {
        url: "https://a.test/pricing-old",
        status: "redirected",
        finalUrl: "https://a.test/pricing",
        redirected: true,
      },
      {
        url: "https://a.test/moved",
        status: "301",
        finalUrl: "https://a.test/new",
        redirected: true,
      },
      {
        url: "http://a.test/x",
        status: "redirected",
        finalUrl: "https://a.test/x",
        redirected: true,
      },
      {
        url: "https://a.test/about",
        status: "200",
        finalUrl: "https://a.test/about/#team",
        redirected: false,
      },
    ]);
  });

  it("reads the first title of a page that repeats its <title>, as the provider sends it", () => {
    const pages: CrawledPage[] = [
      { metadata: { title: ["", " First title ", "Second title"], sourceURL: "https://a.test/" } },
      { metadata: { title: [], sourceURL: "https://a.test/c" } },
    ];
    expect(pageRows(pages).map((row) => row.title)).toEqual(["First title", "(untitled)"]);
  });

  it("keeps markup in titles as the literal text it is", () => {
    const [row] = pageRows([{ metadata: { title: '<img src=x onerror="alert(1)">' } }]);
    expect(row?.title).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("chunkLines", () => {
  it("splits only at line ends, loses nothing and keeps chunks near the minimum size", () => {
    const text = Array.from({ length: 1000 }, (_, index) => `line ${index}`).join("\n");
    const chunks = chunkLines(text, 500);
    expect(chunks.map((chunk) => chunk.text).join("")).toBe(text);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.text.endsWith("\n")).toBe(true);
      expect(chunk.text.length).toBeGreaterThanOrEqual(500);
      expect(chunk.text.length).toBeLessThan(520);
    }
  });

  it("keeps a line longer than the minimum whole and estimates its wrapped rows", () => {
    const long = "x".repeat(50_000);
    const chunks = chunkLines(`a\n${long}\nb`, 100, 100);
    expect(chunks.map((chunk) => chunk.text)).toEqual([`a\n${long}\n`, "b"]);
    expect(chunks[0]?.estimatedRows).toBe(1 + 501);
  });

  it("gives nothing for an empty text", () => {
    expect(chunkLines("")).toEqual([]);
  });
});

describe("formatPageJson", () => {
  const joined = (pages: readonly unknown[]) =>
    pages.map((_, index) => formatPageJson(pages, index)).join("");

  it("gives, page by page, exactly the text of the whole result formatted at once", () => {
    const pages = [
      { markdown: "line one\nline two", metadata: { title: ["A", "B"], statusCode: 200 } },
      { html: "<p>\n</p>", nested: { deep: [1, { x: null }] }, empty: {}, list: [] },
      { text: "  indented\r\n\ttab \u2028 separator" },
    ];
    expect(joined(pages)).toBe(formatJson(pages));
    expect(joined(pages.slice(0, 1))).toBe(formatJson(pages.slice(0, 1)));
  });

  it("formats an empty result as an empty array, and a missing page as null", () => {
    expect(formatPageJson([], 0)).toBe(formatJson([]));
    const sparse = [undefined, 1];
    expect(joined(sparse)).toBe(formatJson(sparse));
  });
});

describe("the download", () => {
  it("names the file after the site and holds the whole result", () => {
    const [moving] = siteConfig.analysedSites;
    if (!moving) throw new Error("no analysed site");
    const result = {
      status: "completed",
      completed: 1,
      creditsUsed: 1,
      data: [{ markdown: "# Hi" }],
    };
    expect(downloadFileName(moving)).toBe("moving-crawl-result.json");
    expect(JSON.parse(downloadContent(moving, result))).toEqual({
      site: "Moving Services",
      url: moving.url,
      ...result,
    });
  });
});

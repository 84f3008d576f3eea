import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";

describe("POST /v1/scrape", () => {
  it("returns the same deterministic document twice, with the requested formats only", async () => {
    const emulator = await useEmulator();
    const request = {
      url: "https://moving.example.com/services",
      formats: ["markdown", "html", "rawHtml", "links"],
    };
    const first = (await call(emulator, "POST", "/v1/scrape", request)).body;
    const second = (await call(emulator, "POST", "/v1/scrape", request)).body;
    expect(first.success).toBe(true);
    expect(Object.keys(first.data).sort()).toEqual([
      "html",
      "links",
      "markdown",
      "metadata",
      "rawHtml",
    ]);
    expect(first.data.markdown).toBe(second.data.markdown);
    expect(first.data.metadata.scrapeId).not.toBe(second.data.metadata.scrapeId);
    expect(first.data.metadata).toMatchObject({
      sourceURL: "https://moving.example.com/services",
      url: "https://moving.example.com/services",
      statusCode: 200,
      language: "en",
      creditsUsed: 1,
    });
    expect(first.data.rawHtml).toContain(`<title>${first.data.metadata.title}</title>`);
    const markdownOnly = (await call(emulator, "POST", "/v1/scrape", { url: request.url })).body;
    expect(Object.keys(markdownOnly.data).sort()).toEqual(["markdown", "metadata"]);
  });

  it("agrees with a crawl of the same site", async () => {
    const emulator = await useEmulator({ site: { pages: 10 }, timing: { pageIntervalMs: 0 } });
    const crawl = (await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/docs" }))
      .body;
    const status = (await call(emulator, "GET", `/v1/crawl/${crawl.id}`)).body;
    const seventh = status.data[7];
    const scraped = (
      await call(emulator, "POST", "/v1/scrape", {
        url: "https://example.com/docs/page-7",
        formats: ["markdown", "links"],
      })
    ).body;
    expect(scraped.data.markdown).toBe(seventh.markdown);
    expect(scraped.data.links).toEqual([
      "https://example.com/docs",
      "https://external.example.org/not-followed",
    ]);
  });

  it("agrees with a crawl limited to fewer pages than the site has, links included", async () => {
    const emulator = await useEmulator({ site: { pages: 10 }, timing: { pageIntervalMs: 0 } });
    const crawl = (
      await call(emulator, "POST", "/v1/crawl", {
        url: "https://example.com/",
        limit: 2,
        scrapeOptions: { formats: ["markdown", "links"] },
      })
    ).body;
    const crawled = (await call(emulator, "GET", `/v1/crawl/${crawl.id}`)).body.data[1];
    const scraped = (
      await call(emulator, "POST", "/v1/scrape", {
        url: "https://example.com/page-1",
        formats: ["markdown", "links"],
      })
    ).body.data;
    expect(crawled.links).toEqual([
      "https://example.com/",
      "https://example.com/page-3",
      "https://example.com/page-4",
      "https://external.example.org/not-followed",
    ]);
    expect(scraped.links).toEqual(crawled.links);
    expect(scraped.markdown).toBe(crawled.markdown);
  });

  it("sizes pages by pageBytes and carries hostile markup on request", async () => {
    const emulator = await useEmulator({ site: { pageBytes: 20_000 } });
    emulator.sites.set("xss.example.com", { hostile: true, pageBytes: 500 });
    const big = (await call(emulator, "POST", "/v1/scrape", { url: "https://big.example.com/" }))
      .body;
    expect(big.data.markdown.length).toBeGreaterThanOrEqual(20_000);
    expect(big.data.markdown.length).toBeLessThan(22_000);
    const hostile = (
      await call(emulator, "POST", "/v1/scrape", {
        url: "https://xss.example.com/",
        formats: ["markdown", "html"],
      })
    ).body;
    expect(hostile.data.html).toContain("<script>");
    expect(hostile.data.html).toContain("onerror=");
    expect(hostile.data.markdown).toContain("javascript:alert(1)");
    expect(hostile.data.metadata.title).toContain("onerror=");
  });

  it("answers a page whose name starts with missing like a 404 page", async () => {
    const emulator = await useEmulator();
    const { body } = await call(emulator, "POST", "/v1/scrape", {
      url: "http://localhost/site.test/missing.html",
    });
    expect(body.data.metadata).toMatchObject({
      statusCode: 404,
      title: "Error response",
      contentType: "text/html;charset=utf-8",
    });
    expect(body.data.metadata).not.toHaveProperty("description");
  });

  it("answers 500 with the site's error for a failing site", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("down.example.com", { fail: "All scraping engines failed!" });
    const { status, body } = await call(emulator, "POST", "/v1/scrape", {
      url: "https://down.example.com/",
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      success: false,
      error: "(Internal server error) - All scraping engines failed!",
    });
  });

  it("fills json from the schema and refuses unknown formats", async () => {
    const emulator = await useEmulator();
    const schema = {
      type: "object",
      properties: {
        company: { type: "string" },
        employees: { type: "integer" },
        tags: { type: "array", items: { type: "string" } },
      },
    };
    const { body } = await call(emulator, "POST", "/v1/scrape", {
      url: "https://example.com",
      formats: ["json"],
      jsonOptions: { schema },
    });
    expect(typeof body.data.json.company).toBe("string");
    expect(body.data.json.employees).toBe(42);
    expect(body.data.json.tags).toHaveLength(1);
    const bad = await call(emulator, "POST", "/v1/scrape", {
      url: "https://example.com",
      formats: ["pdf"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({
      code: "invalid_enum_value",
      path: ["formats", 0],
      received: "pdf",
    });
  });
});

describe("POST /v1/search", () => {
  it("answers `limit` deterministic results, scraped when formats are asked for", async () => {
    const emulator = await useEmulator();
    const plain = (await call(emulator, "POST", "/v1/search", { query: "steel framing", limit: 3 }))
      .body;
    expect(plain.success).toBe(true);
    expect(plain.data).toHaveLength(3);
    expect(Object.keys(plain.data[0]).sort()).toEqual(["description", "title", "url"]);
    const again = (await call(emulator, "POST", "/v1/search", { query: "steel framing", limit: 3 }))
      .body;
    expect(again.data).toEqual(plain.data);
    const defaults = (
      await call(emulator, "POST", "/v1/search", {
        query: "moving",
        lang: "en",
        country: "us",
        timeout: 60000,
        scrapeOptions: { formats: [] },
      })
    ).body;
    expect(defaults.data).toHaveLength(5);
    const scraped = (
      await call(emulator, "POST", "/v1/search", {
        query: "moving",
        limit: 2,
        scrapeOptions: { formats: ["markdown"] },
      })
    ).body;
    expect(scraped.data[0].markdown.length).toBeGreaterThan(100);
    expect(scraped.data[0].metadata.sourceURL).toBe(scraped.data[0].url);
  });
});

describe("POST /v1/map", () => {
  it("lists the site's pages up to limit, those matching search first", async () => {
    const emulator = await useEmulator({ site: { pages: 30 } });
    const all = (await call(emulator, "POST", "/v1/map", { url: "https://example.com" })).body;
    expect(all.links).toHaveLength(29);
    const limited = (
      await call(emulator, "POST", "/v1/map", { url: "https://example.com", limit: 4 })
    ).body;
    expect(limited.links).toEqual([
      "https://example.com/page-1",
      "https://example.com/page-2",
      "https://example.com/page-3",
      "https://example.com/page-4",
    ]);
    const searched = (
      await call(emulator, "POST", "/v1/map", { url: "https://example.com", search: "page-2" })
    ).body;
    expect(searched.links[0]).toBe("https://example.com/page-2");
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../../test/helpers.js";

const SITE = "https://scrape-v2.example.com/";
const SCHEMA = { type: "object", properties: { title: { type: "string" } }, required: ["title"] };

describe("POST /v2/scrape", () => {
  it("takes object formats: json with a schema, summary, a full-page screenshot, images", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: [
        "markdown",
        { type: "json", schema: SCHEMA },
        { type: "summary" },
        { type: "screenshot", fullPage: true },
        "images",
      ],
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.json).toEqual({ title: expect.any(String) });
    expect(data.summary).toContain(data.metadata.title);
    expect(data.screenshot).toMatch(/^data:image\//);
    expect(data.images).toEqual([]);
    expect(data.metadata.creditsUsed).toBe(5);
  });

  it("a json format with neither schema nor prompt answers no json, yet counts 5 credits", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    const answer = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: ["markdown", "json"],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.json).toBeUndefined();
    expect(answer.body.data.metadata.creditsUsed).toBe(5);
  });

  it("refuses a v1 format option and an unknown format with 400s naming them", async () => {
    const emulator = await useEmulator();
    const v1 = await call(emulator, "POST", "/v2/scrape", { url: SITE, jsonOptions: {} });
    expect(v1.status).toBe(400);
    expect(v1.body.details[0]).toMatchObject({ code: "unrecognized_keys", keys: ["jsonOptions"] });
    const unknown = await call(emulator, "POST", "/v2/scrape", { url: SITE, formats: ["pdf"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].path).toEqual(["formats", 0]);
  });

  it("a site that fails answers 500 as v1 does", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    const answer = await call(emulator, "POST", "/v2/scrape", {
      url: "https://broken.example.com/",
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      success: false,
      error: "(Internal server error) - Site unreachable",
    });
  });
});

describe("GET /v2/scrape/{id}", () => {
  it("answers a scrape done before with the same scrapeId and content; an unknown id 404", async () => {
    const emulator = await useEmulator();
    const scraped = await call(emulator, "POST", "/v2/scrape", {
      url: `${SITE}page-3`,
      formats: ["markdown", "links"],
    });
    const id = scraped.body.data.metadata.scrapeId;
    const again = await call(emulator, "GET", `/v2/scrape/${id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(scraped.body);
    const unknown = await call(emulator, "GET", `/v2/scrape/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Job not found" });
    expect(emulator.stats().requests["v2.scrape.status"]).toBe(2);
  });
});

describe("POST /v2/search", () => {
  it("answers results per source, one credit each, and scrapes web results on request", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v2/search", {
      query: "keystone",
      limit: 2,
      sources: ["web", { type: "news" }, "images"],
    });
    expect(Object.keys(answer.body.data).sort()).toEqual(["images", "news", "web"]);
    expect(answer.body.data.news[0]).toMatchObject({ position: 1, snippet: expect.any(String) });
    expect(answer.body.data.images[0]).toMatchObject({ imageWidth: 640, imageHeight: 640 });
    expect(answer.body.creditsUsed).toBe(6);
    const scraped = await call(emulator, "POST", "/v2/search", {
      query: "keystone",
      limit: 1,
      scrapeOptions: { formats: [{ type: "html" }] },
    });
    expect(scraped.body.data.web[0].html).toEqual(expect.any(String));
    const bad = await call(emulator, "POST", "/v2/search", { query: "x", sources: ["video"] });
    expect(bad.status).toBe(500);
  });
});

describe("POST /v2/map", () => {
  it("lists link objects; sitemap only adds the start URL without its slash; limit holds", async () => {
    const emulator = await useEmulator({ site: { pages: 4 } });
    const map = await call(emulator, "POST", "/v2/map", { url: SITE });
    expect(map.body.links).toEqual([
      { url: `${SITE}page-1` },
      { url: `${SITE}page-2` },
      { url: `${SITE}page-3` },
    ]);
    const skip = await call(emulator, "POST", "/v2/map", { url: SITE, sitemap: "skip" });
    expect(skip.body.links).toEqual(map.body.links);
    const only = await call(emulator, "POST", "/v2/map", { url: SITE, sitemap: "only" });
    expect(only.body.links.at(-1)).toEqual({ url: "https://scrape-v2.example.com" });
    const limited = await call(emulator, "POST", "/v2/map", { url: SITE, limit: 1 });
    expect(limited.body.links).toHaveLength(1);
    const v1 = await call(emulator, "POST", "/v2/map", { url: SITE, ignoreSitemap: true });
    expect(v1.status).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";
import type { Emulator } from "../emulator.js";
import type { ScrapedDocument } from "./document.js";
import { DOCUMENT_DEFECTS, SITEMAP_ORPHAN } from "./defect-document-plan.js";
import { CLEAN_PAGES, defectPathUrl, defectPlan } from "./defect-plan.js";

const SITE = "https://swiftpath-moving.example.com/";
const HOST = new URL(SITE).host;
const at = (path: string) => defectPathUrl(SITE, path);

async function defectEmulator(revision = 0): Promise<Emulator> {
  const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
  emulator.sites.set(HOST, { defects: true, revision });
  return emulator;
}

/** The crawl as the audit makes it with the full document: by source URL. */
async function crawl(emulator: Emulator, formats: string[]): Promise<Map<string, ScrapedDocument>> {
  const started = await call(emulator, "POST", "/v1/crawl", {
    url: SITE,
    limit: 100,
    scrapeOptions: { formats, onlyMainContent: false },
  });
  const status = await call(emulator, "GET", `/v1/crawl/${started.body.id}`);
  expect(status.body.status).toBe("completed");
  const pages = new Map<string, ScrapedDocument>();
  for (const document of status.body.data as ScrapedDocument[]) {
    pages.set(document.metadata.sourceURL, document);
  }
  return pages;
}

// Readers of the emulator's own head markup, which the test wrote; never for crawled html.
const head = (raw: string) => raw.slice(raw.indexOf("<head>"), raw.indexOf("</head>"));
const canonicals = (raw: string) =>
  [...head(raw).matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => match[1]);

describe("defect sites, issue 35", () => {
  it("serve each document defect in rawHtml, on its page, and every other page as its own canonical", async () => {
    const emulator = await defectEmulator();
    const pages = await crawl(emulator, ["markdown", "html", "rawHtml"]);
    const raw = (path: string) => pages.get(at(path))?.rawHtml ?? "";
    expect(canonicals(raw("/moving-tips/packing"))).toEqual([]);
    expect(canonicals(raw("/moving-tips/storage"))).toEqual([
      at("/moving-tips/storage"),
      at("/moving-tips/storage/"),
    ]);
    expect(canonicals(raw("/moving-tips/insurance"))).toEqual(["/moving-tips/insurance"]);
    expect(canonicals(raw("/moving-tips/boxes"))).toEqual([at("/brochure-2019")]);
    expect(canonicals(raw("/moving-tips/old-checklist"))).toEqual([
      at("/moving-tips/checklist-2023"),
    ]);
    expect(canonicals(raw("/moving-tips/checklist-2023"))).toEqual([at("/services")]);
    for (const path of CLEAN_PAGES) expect(canonicals(raw(path))).toEqual([at(path)]);
    // A redirected page's document is the one it ended at, which names itself.
    expect(canonicals(raw("/pricing-old"))).toEqual([`${new URL(SITE).origin}/pricing`]);
    expect(head(raw("/partners"))).toContain('<meta name="googlebot" content="noindex">');
    expect(head(raw("/international"))).toContain('hreflang="en-UK"');
    expect(head(raw("/fr/services"))).toContain(`hreflang="en" href="${at("/services")}"`);
    expect(head(raw("/reviews"))).toContain('"@type": "Review"');
    expect(head(raw("/contact"))).toContain('"@type":"Organization"');
    expect(head(raw("/news"))).toContain(`<link rel="next" href="${at("/news/page/2")}">`);
    expect(pages.get(at("/news/page/2"))?.metadata.statusCode).toBe(404);
    expect(raw("/gallery")).toMatch(/<title>[^<]*<\/title>\n<img [^>]*>\n<meta name="description"/);
    expect(head(raw("/booking"))).toContain('<script src="http://widgets.example.net/booking.js">');
    expect(raw("/terms")).toContain("Notwithstanding any provision");
    expect(raw("/moving-day")).toContain("recieve");
    expect(pages.get(at("/quick-facts"))?.html).not.toContain("<h2>");
    expect(pages.get(at("/services"))?.html).toContain("<h2>");
    // What the tool asks by default is unchanged: no head in html, no rawHtml.
    const plain = await crawl(emulator, ["markdown", "html"]);
    expect(plain.get(at("/booking"))?.rawHtml).toBeUndefined();
    expect(plain.get(at("/booking"))?.html).not.toContain("<script");
  });

  it("link each of its pages from the start page, but the sitemap's orphan", async () => {
    const emulator = await defectEmulator();
    const home = (await crawl(emulator, ["html"])).get(SITE)?.html ?? "";
    for (const paths of Object.values(DOCUMENT_DEFECTS)) {
      for (const path of paths) {
        if (path === SITEMAP_ORPHAN || path === "/brochure-2019") continue;
        expect(home).toContain(`href="${at(path)}"`);
      }
    }
    expect(home).not.toContain(`href="${at(SITEMAP_ORPHAN)}"`);
  });

  it.each([0, 1])(
    "answer the sitemap of revision %i to v1's map with sitemapOnly and v2's with sitemap: only",
    async (revision) => {
      const emulator = await defectEmulator(revision);
      const v1 = await call(emulator, "POST", "/v1/map", { url: SITE, sitemapOnly: true });
      const v2 = await call(emulator, "POST", "/v2/map", { url: SITE, sitemap: "only" });
      const sitemap = v1.body.links as string[];
      // v2 lists the same, then the start URL without its slash, as the newest server does.
      expect(v2.body.links).toEqual([...sitemap, SITE.slice(0, -1)].map((url) => ({ url })));
      expect(sitemap).toContain(at(SITEMAP_ORPHAN));
      expect(sitemap).toContain(at("/brochure-2019"));
      for (const path of ["", ...CLEAN_PAGES, "/moving-tips/packing", "/moving-tips/storage"]) {
        expect(sitemap).toContain(at(path));
      }
      // Left out: a redirect, a 500, noindex pages, canonicalised pages.
      for (const path of [
        "/pricing-old",
        "/landing/spring-offer",
        "/thank-you",
        "/partners",
        "/moving-tips/boxes",
        "/moving-tips/old-checklist",
        "/news/page/2",
      ]) {
        expect(sitemap).not.toContain(at(path));
      }
      expect(sitemap.includes(at("/quote-calculator"))).toBe(revision === 1);
      expect(sitemap.includes(at("/Resources"))).toBe(revision === 0);
      expect(sitemap.length).toBeLessThan(defectPlan(revision).length);
      // Without sitemapOnly the map is the page tree it was.
      const map = await call(emulator, "POST", "/v1/map", { url: SITE, limit: 2 });
      expect(map.body.links).toEqual([`${SITE}page-1`, `${SITE}page-2`]);
    },
  );
});

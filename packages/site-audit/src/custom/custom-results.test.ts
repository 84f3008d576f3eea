import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import type { CrawledPage } from "../document";
import { PAGES_KEPT } from "./limits";

const root = "https://results.example";
const page = (path: string, html: string): CrawledPage => ({
  html,
  markdown: "text",
  metadata: { sourceURL: `${root}${path}`, statusCode: 200 },
});

describe("SiteAudit.custom and PageDigest.custom", () => {
  it("counts the pages and occurrences, lists the pages, and says what matched nothing", async () => {
    const { audit, pages } = await auditPages(
      [
        page("/", "<p>Call 0800 1</p><p>Call 0800 2</p><h2>One</h2><h2>Two</h2>"),
        page("/b", "<p>No phone here</p><div id=cookie-banner></div>"),
      ],
      {
        startUrl: `${root}/`,
        custom: {
          searches: [
            { name: "phone", regex: "0800 [0-9]" },
            { name: "no banner", mode: "does-not-contain", text: "cookie-banner" },
            { name: "fax", text: "fax" },
          ],
          extractions: [
            { name: "h2", selector: "h2" },
            { name: "tables", selector: "table" },
          ],
        },
      },
    );
    expect(audit.custom?.pagesRead).toBe(2);
    const [phone, noBanner, fax] = audit.custom?.searches ?? [];
    expect(phone).toMatchObject({
      pagesMatched: 1,
      occurrences: 2,
      pages: [{ url: `${root}/`, count: 2 }],
    });
    expect(noBanner).toMatchObject({ pagesMatched: 1, pages: [{ url: `${root}/`, count: 0 }] });
    // Matched nothing: a result all the same, with no page.
    expect(fax).toMatchObject({ pagesMatched: 0, occurrences: 0, pages: [], pagesCut: 0 });
    const [h2, tables] = audit.custom?.extractions ?? [];
    expect(h2).toMatchObject({
      pagesMatched: 1,
      elements: 2,
      pages: [{ url: `${root}/`, count: 2, values: ["One", "Two"] }],
    });
    expect(tables).toMatchObject({ pagesMatched: 0, elements: 0, pages: [] });
    expect(pages.map((digest) => digest.custom)).toEqual([
      { phone: "2", "no banner": "0", fax: "0", h2: "One | Two", tables: "" },
      { phone: "0", "no banner": "1", fax: "0", h2: "", tables: "" },
    ]);
  });

  it(`keeps the first ${PAGES_KEPT} pages of a search beside the true total`, async () => {
    const many = Array.from({ length: PAGES_KEPT + 5 }, (_, index) =>
      page(`/${index}`, "<p>hello</p>"),
    );
    const { audit } = await auditPages(many, {
      startUrl: `${root}/`,
      custom: { searches: [{ name: "hello", text: "hello", in: "content" }] },
    });
    const [hello] = audit.custom?.searches ?? [];
    expect(hello?.pagesMatched).toBe(PAGES_KEPT + 5);
    expect(hello?.pages).toHaveLength(PAGES_KEPT);
  });

  it("leaves the audit and the digests as they were without queries", async () => {
    const { audit, pages } = await auditPages([page("/", "<p>x</p>")], { startUrl: `${root}/` });
    expect(audit.custom).toBeUndefined();
    expect(pages[0]).not.toHaveProperty("custom");
  });
});

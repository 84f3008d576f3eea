import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import type { SiteAudit } from "../types";
import { PAGES_SHOWN } from "./page-list";
import { renderReport } from "./render-report";

const root = "https://report.example";

async function reportOf(pageCount: number): Promise<{ audit: SiteAudit; markup: string }> {
  const pages = Array.from({ length: pageCount }, (_, index) => ({
    html: `<h1>Page ${index}</h1><p>Call 0800 ${index}</p><span class="price">£${index}</span>`,
    markdown: "text",
    metadata: { sourceURL: `${root}/${index}`, statusCode: 200 },
  }));
  const { audit } = await auditPages(pages, {
    startUrl: `${root}/0`,
    custom: {
      searches: [
        { name: "phone", regex: "0800 [0-9]+", in: "text" },
        { name: "fax <b>", text: "fax" },
      ],
      extractions: [{ name: "price", selector: ".price" }],
    },
  });
  const markup = renderReport({
    title: "Report",
    generatedAt: 0,
    sites: [{ name: "Site", startUrl: `${root}/0`, crawledAt: 0, audit }],
  });
  return { audit, markup };
}

const text = (node: Parameters<typeof DomUtils.textContent>[0]) =>
  DomUtils.textContent(node).replace(/\s+/g, " ").trim();

describe("the report's custom searches and extractions", () => {
  it("has a disclosure per search and extraction with its counts, pages and values", async () => {
    const { markup } = await reportOf(PAGES_SHOWN + 3);
    const document = parseDocument(markup);
    const groups = DomUtils.findAll(
      (element) => element.attribs["data-custom"] !== undefined,
      document.children,
    );
    expect(groups.map((group) => group.attribs["data-custom"])).toEqual([
      "phone",
      "fax <b>",
      "price",
    ]);
    const [phone, fax, price] = groups.map(text);
    expect(phone).toContain(`phone ${PAGES_SHOWN + 3} pages, ${PAGES_SHOWN + 3} occurrences`);
    expect(phone).toContain(
      "Pages whose visible text contains the regular expression /0800 [0-9]+/.",
    );
    expect(phone).toContain(`${root}/0 1 occurrence`);
    expect(phone).toContain("and 3 more");
    // A search that matched nothing says so, and its name is text, not markup.
    expect(fax).toContain(`Matched nothing on ${PAGES_SHOWN + 3} pages read.`);
    expect(markup).toContain("fax &lt;b&gt;");
    expect(price).toContain(`${root}/2 1 element: £2`);
  });

  it("is absent from an audit without custom queries", async () => {
    const { audit } = await reportOf(1);
    const { custom: _custom, ...plain } = audit;
    const markup = renderReport({
      title: "Report",
      generatedAt: 0,
      sites: [{ name: "Site", startUrl: `${root}/0`, crawledAt: 0, audit: plain as SiteAudit }],
    });
    expect(markup).not.toContain("Custom searches and extractions");
  });
});

import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuditCustomResults } from "../custom-contract";
import { CustomResults } from "./custom-results";
import { UnavailableChecks } from "./unavailable-checks";

const audit = (extra: Partial<SiteAudit> & { custom?: AuditCustomResults }) =>
  ({ issues: [], ...extra }) as unknown as SiteAudit;

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the checks an audit could not run", () => {
  it("names each one under what it needs, with the switch that lets it run", () => {
    const html = renderToStaticMarkup(
      <UnavailableChecks
        siteId="moving"
        sitemap={undefined}
        audit={audit({
          unavailable: [
            {
              id: "canonical-missing",
              label: "Page without a canonical",
              category: "indexability",
              needs: "full-document",
              reason: "Needs the full document (rawHtml)",
            },
            {
              id: "sitemap-orphan",
              label: "Sitemap URL not crawled",
              category: "links",
              needs: "sitemap",
              reason: "Needs the sitemap",
            },
          ],
        })}
      />,
    );
    expect(text(html)).toContain("Checks not run (2)");
    expect(text(html)).toContain("Needs the full document — turn on Full document");
    expect(html).toMatch(
      /data-need="full-document".*Page without a canonical.*data-need="sitemap"/s,
    );
    expect(text(html)).toContain("Needs the sitemap — turn on Compare with the sitemap");
    expect(text(html)).toContain("Sitemap URL not crawled (Links)");
  });

  it("says why the sitemap is missing when its call failed, and shows nothing when every check ran", () => {
    const failed = renderToStaticMarkup(
      <UnavailableChecks
        siteId="moving"
        sitemap={{ error: "402: Insufficient credits" }}
        audit={audit({})}
      />,
    );
    expect(text(failed)).toContain("The sitemap could not be read: 402: Insufficient credits");
    expect(
      renderToStaticMarkup(
        <UnavailableChecks
          siteId="moving"
          sitemap={{ urls: [] }}
          audit={audit({ unavailable: [] })}
        />,
      ),
    ).toBe("");
  });
});

describe("the custom queries' results", () => {
  it("counts the pages of each search and extraction, and says when one matched nothing", () => {
    const html = renderToStaticMarkup(
      <CustomResults
        siteId="moving"
        audit={audit({
          custom: {
            pagesRead: 12,
            searches: [
              {
                search: {
                  name: "Phone",
                  mode: "contains",
                  in: "text",
                  text: "555",
                  ignoreCase: false,
                },
                pagesMatched: 3,
                occurrences: 5,
                pages: [{ url: "https://moving.example.com/", count: 2 }],
                pagesCut: 0,
                cutPages: [],
              },
              {
                search: {
                  name: "Banner",
                  mode: "does-not-contain",
                  in: "html",
                  regex: "cookie",
                  ignoreCase: false,
                },
                pagesMatched: 0,
                occurrences: 0,
                pages: [],
                pagesCut: 0,
                cutPages: [],
              },
            ],
            extractions: [
              {
                extraction: {
                  name: "Author",
                  selector: "meta[name=author]",
                  value: "attribute",
                  attribute: "content",
                },
                pagesMatched: 1,
                elements: 1,
                pages: [{ url: "https://moving.example.com/", count: 1, values: ["Ann"] }],
                pagesCut: 0,
                cutPages: [],
              },
            ],
          },
        })}
      />,
    );
    const shown = text(html);
    expect(shown).toContain("Run on 12 pages");
    expect(shown).toContain("Phone: contains “555” in the visible text 3");
    expect(shown).toContain(
      "Banner: does not contain /cookie/ in the whole HTML — matched nothing 0",
    );
    expect(shown).toContain("Matched nothing: no page of this crawl.");
    expect(shown).toContain("Author: attribute content of meta[name=author] 1");
  });

  it("shows nothing for an audit without custom queries", () => {
    expect(renderToStaticMarkup(<CustomResults siteId="moving" audit={audit({})} />)).toBe("");
  });
});

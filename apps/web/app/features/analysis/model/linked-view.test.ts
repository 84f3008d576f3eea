import { describe, expect, it } from "vitest";
import { parseAuditFilter } from "./audit-filter";
import { parseLinkedSite, withLinkedSite } from "./linked-site";
import { linkedViewText } from "./linked-view";
import { siteConfig } from "~/site.config";

const sites = siteConfig.analysedSites;

describe("linkedViewText", () => {
  it("names the severities and categories a shared link asks for, in the tool's words", () => {
    expect(linkedViewText(parseAuditFilter("?severity=warning&category=links"))).toBe(
      "This link shows warnings in Links",
    );
    expect(
      linkedViewText(parseAuditFilter("?severity=notice,error&category=titles,links,images")),
    ).toBe("This link shows errors and notices in Links, Titles and Images");
    expect(linkedViewText(parseAuditFilter("?category=descriptions"))).toBe(
      "This link shows issues of every severity in Meta descriptions",
    );
    expect(linkedViewText(parseAuditFilter("?severity=error"))).toBe("This link shows errors");
  });

  it("names the site a link shows, with its filter or alone", () => {
    const search = "?severity=warning&category=links&site=cleaning";
    const site = parseLinkedSite(search, sites);
    expect(site?.name).toBe("Cleaning Services");
    expect(linkedViewText(parseAuditFilter(search), site?.name)).toBe(
      "This link shows warnings in Links for Cleaning Services",
    );
    expect(linkedViewText(parseAuditFilter("?site=moving"), "Moving Services")).toBe(
      "This link shows the audit of Moving Services",
    );
  });

  it("ignores a site that is not analysed, and writes the site beside the filter, commas readable", () => {
    expect(parseLinkedSite("?site=example", sites)).toBeUndefined();
    expect(withLinkedSite("?severity=error,warning&site=moving", "financial")).toBe(
      "?severity=error,warning&site=financial",
    );
    expect(withLinkedSite("", "moving")).toBe("?site=moving");
  });

  it("says nothing of a link without a filter, or with values the tool does not know", () => {
    expect(linkedViewText(parseAuditFilter(""))).toBeNull();
    expect(
      linkedViewText(parseAuditFilter("?severity=fatal&category=seo&utm_source=mail")),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { parseAuditFilter } from "./audit-filter";
import { linkedViewText } from "./linked-view";

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

  it("says nothing of a link without a filter, or with values the tool does not know", () => {
    expect(linkedViewText(parseAuditFilter(""))).toBeNull();
    expect(
      linkedViewText(parseAuditFilter("?severity=fatal&category=seo&utm_source=mail")),
    ).toBeNull();
  });
});

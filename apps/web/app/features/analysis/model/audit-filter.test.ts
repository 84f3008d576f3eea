import { describe, expect, it } from "vitest";
import { SEVERITIES } from "@keystone/site-audit";
import {
  NO_FILTER,
  isFiltering,
  parseAuditFilter,
  passesFilter,
  toggled,
  withAuditFilter,
} from "./audit-filter";

describe("the audit filter in the URL's query", () => {
  it("reads the severities and categories a link names, in the vocabulary's order", () => {
    expect(parseAuditFilter("?category=links,titles&severity=warning,error")).toEqual({
      severities: ["error", "warning"],
      categories: ["links", "titles"],
    });
  });

  it("ignores unknown, empty and repeated values instead of failing", () => {
    expect(parseAuditFilter("?severity=fatal,,error,error&category=%3Cscript%3E")).toEqual({
      severities: ["error"],
      categories: [],
    });
    expect(parseAuditFilter("?severity&category=")).toEqual(NO_FILTER);
    expect(parseAuditFilter("")).toEqual(NO_FILTER);
  });

  it("writes the filter beside the query's other parameters, and nothing for an empty group", () => {
    const filter = { severities: ["error", "warning"] as const, categories: ["links"] as const };
    expect(withAuditFilter("?utm=mail&severity=notice", filter)).toBe(
      "?utm=mail&severity=error,warning&category=links",
    );
    expect(withAuditFilter("?severity=notice&category=links", NO_FILTER)).toBe("");
    expect(parseAuditFilter(withAuditFilter("", filter))).toEqual(filter);
  });

  it("lets an issue through when each group is empty or names its value", () => {
    const issue = { severity: "warning", category: "titles" } as const;
    expect(passesFilter(NO_FILTER, issue)).toBe(true);
    expect(passesFilter({ severities: ["warning"], categories: [] }, issue)).toBe(true);
    expect(passesFilter({ severities: ["error"], categories: [] }, issue)).toBe(false);
    expect(passesFilter({ severities: [], categories: ["links"] }, issue)).toBe(false);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ severities: [], categories: ["links"] })).toBe(true);
  });

  it("toggles a value in and out, keeping the vocabulary's order", () => {
    expect(toggled(["notice"], "error", SEVERITIES)).toEqual(["error", "notice"]);
    expect(toggled(["error", "notice"], "error", SEVERITIES)).toEqual(["notice"]);
  });
});

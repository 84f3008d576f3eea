import type { IssueChange, SiteAudit } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import type { AuditComparison } from "./audit-record.js";
import { failedGates, type Gates } from "./gates.js";

const issue = (id: string, severity: "error" | "warning" | "notice", items: number) => ({
  id,
  severity,
  items: Array.from({ length: items }, (_, at) => ({ url: `https://a.example/${at}`, detail: "" })),
});

/** An audit of 10 pages, 2 with an error: 3 errors, 2 warnings, 5 notices in four checks. */
const audit = {
  health: { score: 80, pages: 10, pagesWithErrors: 2 },
  issues: [
    issue("status-4xx", "error", 1),
    issue("broken-links", "error", 2),
    issue("missing-description", "warning", 2),
    issue("url-parameters", "notice", 5),
  ],
} as unknown as SiteAudit;

const change = (checkId: string, severity: IssueChange["severity"]) =>
  ({
    checkId,
    severity,
    url: "https://a.example/",
    label: "",
    category: "links",
    detail: "",
  }) as IssueChange;
const comparison = {
  new: [
    change("noindex", "warning"),
    change("url-parameters", "notice"),
    change("noindex", "warning"),
  ],
} as AuditComparison;

describe("failedGates", () => {
  it.each<[string, Gates, string[]]>([
    ["no gate", {}, []],
    [
      "--fail-on error",
      { failOn: "error" },
      ["--fail-on error: 3 issues at error or above (broken-links ×2, status-4xx ×1)"],
    ],
    [
      "--fail-on warning",
      { failOn: "warning" },
      [
        "--fail-on warning: 5 issues at warning or above (broken-links ×2, missing-description ×2, status-4xx ×1)",
      ],
    ],
    [
      "--fail-on notice",
      { failOn: "notice" },
      [
        "--fail-on notice: 10 issues at notice or above (url-parameters ×5, broken-links ×2, missing-description ×2, status-4xx ×1)",
      ],
    ],
    ["--min-health at the score", { minHealth: 80 }, []],
    [
      "--min-health above it",
      { minHealth: 81 },
      ["--min-health 81: the health score is 80 (2 of 10 pages have an error)"],
    ],
    [
      "--fail-on-new",
      { failOnNew: true },
      ["--fail-on-new: 3 new issues since the baseline (noindex ×2, url-parameters ×1)"],
    ],
    [
      "--fail-on-new --fail-on warning",
      { failOnNew: true, failOn: "warning" },
      [
        "--fail-on-new --fail-on warning: 2 new issues at warning or above since the baseline (noindex ×2)",
      ],
    ],
    [
      "--fail-on-new --fail-on error: old errors do not fail",
      { failOnNew: true, failOn: "error" },
      [],
    ],
  ])("%s", (_name, gates, failed) => {
    expect(failedGates(audit, comparison, gates)).toEqual(failed);
  });

  it("counts an issue's true total where the engine kept only its first items", () => {
    const cut = {
      ...audit,
      issues: [{ ...issue("broken-links", "error", 2), total: 5000 }],
    } as unknown as SiteAudit;
    expect(failedGates(cut, undefined, { failOn: "error" })).toEqual([
      "--fail-on error: 5000 issues at error or above (broken-links ×5000)",
    ]);
  });

  it("names five checks, then how many more", () => {
    const many = {
      ...audit,
      issues: ["a", "b", "c", "d", "e", "f", "g"].map((id) => issue(id, "error", 1)),
    } as unknown as SiteAudit;
    expect(failedGates(many, undefined, { failOn: "error" })[0]).toMatch(
      /a ×1, b ×1, c ×1, d ×1, e ×1 and 2 more\)$/,
    );
  });
});

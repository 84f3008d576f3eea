import { describe, expect, it } from "vitest";
import type { IssueGroup, SiteAudit } from "../types";
import { auditCsv, moreNotKept } from "./audit-csv";

const group = (id: string, urls: string[], total: number): IssueGroup => ({
  id,
  label: `Label ${id}`,
  category: "links",
  severity: "warning",
  why: "",
  how: "",
  source: "",
  items: urls.map((url) => ({ url, detail: `detail ${url}` })),
  total,
});

const audit = (issues: IssueGroup[]): SiteAudit => ({
  catalogueVersion: 2,
  pageCount: 2,
  health: { score: 100, pages: 2, pagesWithErrors: 0 },
  counts: { error: 0, warning: issues.reduce((sum, issue) => sum + issue.total, 0), notice: 0 },
  issues,
  checksRun: issues.length,
  checks: issues.map(({ id, label }) => ({ id, label })),
  listings: {
    statuses: [],
    depths: [],
    largest: { id: "largest-pages", label: "Largest pages", items: [], total: 0 },
  },
  configuration: { rules: {} },
});

describe("auditCsv", () => {
  it("ends an issue the audit kept only in part with a row saying how many more it has", () => {
    const csv = auditCsv([
      {
        site: "Moving",
        audit: audit([group("cut", ["/a", "/b"], 12_347), group("whole", ["/c"], 1)]),
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '"Site","Category","Severity","Issue","Page URL","Detail"',
      '"Moving","Links","warning","Label cut","/a","detail /a"',
      '"Moving","Links","warning","Label cut","/b","detail /b"',
      '"Moving","Links","warning","Label cut","","and 12,345 more"',
      '"Moving","Links","warning","Label whole","/c","detail /c"',
    ]);
    expect(moreNotKept(1)).toBe("and 1 more");
  });
});

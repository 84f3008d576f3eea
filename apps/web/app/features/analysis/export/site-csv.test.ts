import { AUDIT_CSV_HEADER, analyseCrawl, auditCsv } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { findingsCsv } from "./site-csv";

describe("site CSV files", () => {
  const pages = [
    {
      metadata: {
        title: "=cmd|' /C calc'!A0",
        sourceURL: "https://moving.example.com/",
        statusCode: 200,
      },
    },
    { metadata: { sourceURL: "https://moving.example.com/gone", statusCode: 404 } },
  ];

  it("gives one row per site, issue and page: site, category, severity, issue, page URL, detail", async () => {
    const moving = siteConfig.analysedSites.find((site) => site.id === "moving");
    if (!moving) throw new Error("no moving site");
    const { audit } = await analyseCrawl(pages, "https://moving.example.com/");
    const rows = findingsCsv(moving, audit).split("\r\n");
    expect(rows[0]).toBe('"Site","Category","Severity","Issue","Page URL","Detail"');
    expect(rows).toContain(
      `"${moving.name}","Response codes","error","Page answers a client error (4xx)","https://moving.example.com/gone","HTTP 404"`,
    );
    expect(rows).toContain(
      `"${moving.name}","Meta descriptions","warning","Page without a meta description","https://moving.example.com/","no meta description"`,
    );
    expect(rows.some((row) => row.includes('"Page without a title"'))).toBe(false);
    expect(rows).toHaveLength(1 + audit.issues.reduce((sum, issue) => sum + issue.items.length, 0));
  });

  it("puts several sites' audits in one file, each row naming its site", async () => {
    const { audit } = await analyseCrawl(pages, "https://moving.example.com/");
    const rows = auditCsv([
      { site: "Moving", audit },
      { site: "Cleaning", audit },
    ]).split("\r\n");
    expect(rows[0]).toBe(AUDIT_CSV_HEADER.map((column) => `"${column}"`).join(","));
    const perSite = (rows.length - 1) / 2;
    expect(rows.slice(1, 1 + perSite).every((row) => row.startsWith('"Moving",'))).toBe(true);
    expect(rows.slice(1 + perSite).every((row) => row.startsWith('"Cleaning",'))).toBe(true);
  });
});

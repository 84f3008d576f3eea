import { type IssueGroup, type Listing, type SiteAudit, analyseCrawl } from "@keystone/site-audit";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { AuditListings } from "./audit-listings";
import { IssueList } from "./issue-list";
import { SiteComparison } from "./site-comparison";
import { bySeverityThenCount } from "./site-audit-view";

const [moving, cleaning] = siteConfig.analysedSites;
if (!moving || !cleaning) throw new Error("two analysed sites are needed");

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `${moving.url}/page-${index}`,
    detail: `page ${index}`,
  }));

/** An issue group as the audit gives it once its items are capped: the first ones, and the total. */
const capped = (id: string, kept: number, total: number): IssueGroup & { total: number } => ({
  id,
  label: `Issue ${id}`,
  category: "links",
  severity: "warning",
  why: "Why.",
  how: "How.",
  source: "html: <a>",
  items: items(kept),
  total,
});

/** The text of the element carrying `data-slot="<slot>"` in static markup. */
const slotTexts = (html: string, slot: string) =>
  [...html.matchAll(new RegExp(`data-slot="${slot}"[^>]*>([^<]*)<`, "g"))].map((match) => match[1]);

describe("an audit whose lists were capped where they were made", () => {
  it("counts each issue's pages from its total, not from the items it holds", () => {
    const html = renderToStaticMarkup(
      <IssueList issues={[capped("a", 60, 12_345), { ...capped("b", 3, 3) }]} />,
    );
    expect(slotTexts(html, "issue-row-count")).toEqual(["12345", "3"]);
    // A closed row lists no page and counts them all; opened, it lists 50 and counts the rest.
    expect(slotTexts(html, "issue-row-more")).toEqual(["and 12345 more", "and 3 more"]);
  });

  it("says how many more pages a listing has from its total", () => {
    const listing = (id: string, kept: number, total: number): Listing & { total: number } => ({
      id,
      label: `Listing ${id}`,
      items: items(kept),
      total,
    });
    const html = renderToStaticMarkup(
      <AuditListings
        idPrefix="moving"
        listings={{
          statuses: [listing("200", 60, 12_345)],
          depths: [listing("1", 10, 10)],
          largest: listing("largest", 10, 10),
        }}
      />,
    );
    expect(slotTexts(html, "finding-group-count")).toEqual(["12345", "10", "10"]);
    expect(slotTexts(html, "finding-group-more")).toEqual(["and 12295 more"]);
  });

  it("sorts issues of one severity by their true page counts", () => {
    const sorted = bySeverityThenCount([capped("held", 60, 60), capped("capped", 50, 500)]);
    expect(sorted.map((issue) => issue.id)).toEqual(["capped", "held"]);
  });

  it("compares the sites on their true counts", async () => {
    const { audit } = await analyseCrawl(
      [{ markdown: "# Home", metadata: { sourceURL: `${moving.url}/`, statusCode: 200 } }],
      `${moving.url}/`,
    );
    const withIssues = (issues: IssueGroup[]): SiteAudit => ({ ...audit, issues });
    const result = { status: "completed", completed: 1, creditsUsed: 1, data: [] };
    const html = renderToStaticMarkup(
      <SiteComparison
        compared={[
          { site: moving, result, audit: withIssues([capped("a", 60, 12_345)]) },
          { site: cleaning, result, audit: withIssues([capped("a", 2, 2)]) },
        ]}
      />,
    );
    const links = html.match(/<th[^>]*>Links<\/th>(.*?)<\/tr>/)?.[1] ?? "";
    expect([...links.matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((match) => match[1])).toEqual([
      "12345",
      "2",
    ]);
  });
});

import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { ITEM_ADDRESS_CHARS, ITEM_DETAIL_CHARS } from "../checks/audit-item";
import { ITEMS_KEPT_PER_PAGE } from "../audit-caps";
import { toAuditSnapshot } from "../compare/audit-snapshot";
import { auditCsv, moreNotKept } from "../export/audit-csv";
import type { CrawledPage } from "../document";
import { analyseCrawl } from "./analyse-crawl";

const root = "https://moving.example.com";
const MB = 1_000_000;
const PAGES = 25;
const PER_PAGE = 1_000;

/** A page at a URL of 4 KB, with 1,000 “click here” links to http:// pages and 1,000 http:// images. */
function hostilePage(index: number): CrawledPage {
  const path = `/${index}/${"a".repeat(4096 - root.length - 8)}`;
  const links = Array.from(
    { length: PER_PAGE },
    (_, link) => `<a href="http://moving.example.com/l${index}-${link}">click here</a>`,
  );
  const images = Array.from(
    { length: PER_PAGE },
    (_, image) => `<img src="http://moving.example.com/i${index}-${image}.png">`,
  );
  return {
    html: `<main><h1>Page ${index}</h1>${links.join("")}${images.join("")}</main>`,
    metadata: { sourceURL: `${root}${path}`, statusCode: 200, title: `Page ${index}` },
  };
}

/** The checks each of the page's links or images trips, 25,000 items each over the crawl. */
const PER_LINK_AND_IMAGE = [
  "insecure-link",
  "non-descriptive-link-text",
  "unchecked-links",
  "image-alt-missing",
  "image-no-dimensions",
  "image-mixed-content",
];

/**
 * A hang guard, not a speed assertion: a few seconds on a busy 2-core host. Before the caps, this
 * crawl's audit was 150,000 items, a 621 MB message out of the worker and a RangeError to stringify.
 */
const HANG_GUARD_MS = 60_000;

describe("the audit of 25 pages of 1,000 insecure links and 1,000 insecure images each", () => {
  it(
    "stays small enough to send, stringify and export, with exact totals, counts and health",
    async () => {
      const pages = Array.from({ length: PAGES }, (_, index) => hostilePage(index));
      const analysis = await analyseCrawl(pages, pages[0]?.metadata?.sourceURL ?? root);
      const { audit } = analysis;
      for (const id of PER_LINK_AND_IMAGE) {
        const group = audit.issues.find((issue) => issue.id === id);
        expect([id, group?.total]).toEqual([id, PAGES * PER_PAGE]);
        expect(group?.items.length).toBeLessThanOrEqual(PAGES * ITEMS_KEPT_PER_PAGE);
      }
      const totals = { error: 0, warning: 0, notice: 0 };
      for (const issue of audit.issues) totals[issue.severity] += issue.total;
      expect(audit.counts).toEqual(totals);
      expect(audit.counts.warning).toBeGreaterThanOrEqual(4 * PAGES * PER_PAGE);
      expect(audit.health).toEqual({ score: 100, pages: PAGES, pagesWithErrors: 0 });

      const json = JSON.stringify(analysis);
      expect(json.length).toBeLessThan(20 * MB);
      // The worker's message: what `postMessage` clones.
      expect(serialize(analysis).length).toBeLessThan(20 * MB);
      const csv = auditCsv([{ site: "Moving", audit }]);
      expect(csv.length).toBeLessThan(20 * MB);
      for (const issue of audit.issues.filter((each) => each.total > each.items.length)) {
        expect(csv).toContain(`"${moreNotKept(issue.total - issue.items.length)}"`);
      }

      const snapshot = toAuditSnapshot(1, analysis);
      expect(snapshot.issues.map((issue) => [issue.id, issue.total])).toEqual(
        audit.issues.map((issue) => [issue.id, issue.total]),
      );
    },
    HANG_GUARD_MS,
  );

  it("keeps every item's URL, target and detail clipped, an image address of 24 KB included", async () => {
    // 4,096 characters of é, each percent-encoded to six when the address is resolved.
    const src = "é".repeat(4096);
    const page: CrawledPage = {
      html: `<main><h1>Gallery</h1><img src="${src}"><a href="/${src}">click here</a></main>`,
      metadata: { sourceURL: `${root}/${"b".repeat(8000)}`, statusCode: 200 },
    };
    const { audit } = await analyseCrawl([page], `${root}/`);
    const items = audit.issues.flatMap((issue) => issue.items);
    expect(audit.issues.map((issue) => issue.id)).toContain("image-alt-missing");
    for (const item of items) {
      expect(item.url.length).toBeLessThanOrEqual(ITEM_ADDRESS_CHARS);
      expect(item.target?.length ?? 0).toBeLessThanOrEqual(ITEM_ADDRESS_CHARS);
      expect(item.detail.length).toBeLessThanOrEqual(ITEM_DETAIL_CHARS);
    }
  });
});

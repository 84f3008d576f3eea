/**
 * The site audit's vocabulary: what a check is, what it finds, and what a site's audit holds. The
 * checks (`./checks/*`), the catalogue that lists them, the runner in the findings worker, the
 * history, the exports and the views all meet here, and nowhere else.
 */

import type { CustomResults } from "./custom/types";
import type { ResolvedRules } from "./rules/types";

/**
 * How much an issue matters. An error breaks something for visitors or search engines (a broken
 * link, a page that answers 5xx); a warning costs them something (a missing description); a notice
 * is worth a look and may be intended (a redirect, a URL with parameters).
 */
export const SEVERITIES = ["error", "warning", "notice"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The categories, in the order staff read them. */
export const CATEGORIES = [
  { id: "response-codes", label: "Response codes" },
  { id: "links", label: "Links" },
  { id: "titles", label: "Titles" },
  { id: "descriptions", label: "Meta descriptions" },
  { id: "headings", label: "Headings" },
  { id: "content", label: "Content" },
  { id: "images", label: "Images" },
  { id: "urls", label: "URLs" },
  { id: "indexability", label: "Indexability" },
  { id: "social", label: "Social" },
  { id: "size", label: "Size" },
  { id: "canonicals", label: "Canonicals" },
  { id: "directives", label: "Directives" },
  { id: "hreflang", label: "Hreflang" },
  { id: "pagination", label: "Pagination" },
  { id: "validation", label: "Validation" },
  { id: "security", label: "Security" },
  { id: "sitemaps", label: "Sitemaps" },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]["id"];

/** One occurrence of an issue. */
export interface AuditItem {
  /** The page the issue is on; for a link check, the page that holds the link. */
  url: string;
  /** What is wrong there, in words: the title and its length, the link's target and its status. */
  detail: string;
  /**
   * A link check's target (normalised), so that the history tells two broken links of one page
   * apart; absent for checks about the page itself.
   */
  target?: string;
  /**
   * On the last item kept of a page whose items in this group passed the per-page cap
   * (`ITEMS_KEPT_PER_PAGE`): how many more that page has, not kept.
   */
  moreOnPage?: number;
}

/** What a check is, apart from what it finds: the same for every site and every crawl. */
export interface CheckMeta {
  /** Stable, kebab-case, unique in the catalogue; the history and the CSV key on it. */
  id: string;
  /** Names the element it is about: "Title over 60 characters", "Image without alt text". */
  label: string;
  category: CategoryId;
  severity: Severity;
  /** One line, in our own words: why it matters. */
  why: string;
  /** One line, in our own words: how to fix it. */
  how: string;
  /** The threshold in words ("60 characters"), when the check has one. */
  threshold?: string;
  /** Which part of the provider's answer it reads ("metadata.title", "html: <img>", ...). */
  source: string;
  /**
   * CONTRACT (issue 35): what the check needs beyond the provider's `markdown`/`html`: the document
   * as served (`rawHtml`) or the site's sitemap. Without it the check does not run and the audit
   * lists it under `SiteAudit.unavailable`, so that it never passes silently.
   */
  needs?: CheckNeed;
}

export type CheckNeed = "full-document" | "sitemap";

/** A check that could not run on a crawl, and why, in the words the views show. */
export interface UnavailableCheck {
  id: string;
  label: string;
  category: CategoryId;
  needs: CheckNeed;
  /** "Needs the full document (rawHtml)" / "Needs the sitemap". */
  reason: string;
}

/** One check's result on one site. */
export interface IssueGroup extends CheckMeta {
  /**
   * The occurrences kept: at most `ITEMS_KEPT_PER_PAGE` per page and `ITEMS_KEPT_PER_CHECK` in all,
   * within the audit's character budget (`./audit-caps`); every one for a normal crawl.
   */
  items: AuditItem[];
  /** How many occurrences the check found, kept or not: `total - items.length` more were cut. */
  total: number;
}

/** How the health score is computed, in words the views show beside it. */
export const HEALTH_FORMULA = "Share of crawled pages with no error-level issue, from 0 to 100";

/** The share of pages without an error-level issue, 0 to 100. */
export interface HealthScore {
  score: number;
  /** Pages crawled (the denominator). */
  pages: number;
  /** Pages with at least one error-level item (the numerator's complement). */
  pagesWithErrors: number;
}

/** A listing that describes a site without being a problem: pages by status, by depth, by size. */
export interface Listing {
  id: string;
  label: string;
  /** The pages kept, at most `LISTED_PAGES_KEPT`. */
  items: AuditItem[];
  /** How many pages the listing holds, kept or not. */
  total: number;
}

/** The audit of one crawl of one site. */
export interface SiteAudit {
  /** The catalogue the audit ran: the history compares only checks two versions share. */
  catalogueVersion: number;
  pageCount: number;
  health: HealthScore;
  /** Items per severity, over every issue group: the true totals, kept or not. */
  counts: Record<Severity, number>;
  /** Groups with at least one item, sorted by severity (errors first), then by their total. */
  issues: IssueGroup[];
  /** How many checks ran (those with no items passed). */
  checksRun: number;
  /** Every check that ran, passed or not: the history tells "fixed" from "no longer checked". */
  checks: { id: string; label: string }[];
  /** Pages by HTTP status, by depth from the start URL, and the largest pages. */
  listings: {
    statuses: Listing[];
    depths: Listing[];
    largest: Listing;
  };
  /**
   * The rules the audit ran with: every check's severity ("off" for those it skipped) and options,
   * defaults included, so that a saved audit says how it was judged.
   */
  configuration: ResolvedRules;
  /**
   * CONTRACT (issue 35): the checks that could not run for want of the full document or the
   * sitemap; absent in audits saved before them.
   */
  unavailable?: UnavailableCheck[];
  /** The custom searches' and extractions' results, when the audit was given any. */
  custom?: CustomResults;
}

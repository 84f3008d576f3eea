/** Site options that make a synthetic site worth auditing; both default to off / 0. */
export interface AuditSiteOptions {
  /**
   * The site's first pages carry one of each problem a site audit reports: a page without a title,
   * two pages sharing a description, two sharing a title, a 404 page that another page links to, a
   * thin page without an H1 or description, and a link to a page the crawl never reaches.
   */
  audit?: boolean;
  /**
   * Which edition of an audit site is served. Another revision rewrites one page, and an odd one
   * adds a page, gives the untitled page its title, fills the thin page and drops the home page's H1,
   * so two crawls of different revisions differ in pages added, removed, changed, fixed and new.
   */
  revision?: number;
  /**
   * The site is a defect site: the pages of `defectPlan` (`defect-plan.ts`), each carrying the
   * defects that `AUDIT_DEFECTS` names, with clean pages beside them. Wins over `audit`; `revision`
   * fixes some defects and plants others (`AUDIT_REVISION_CHANGES`).
   */
  defects?: boolean;
}

/** How one page of an audit site departs from an ordinary synthetic page. */
export interface AuditTraits {
  /** The page answers 404. */
  missing: boolean;
  /** A title to use instead of the generated one; `null` leaves the page without a title. */
  title: string | null | undefined;
  /** A description to use instead of the generated one; `null` leaves the page without one. */
  description: string | null | undefined;
  /** The page has a few words only. */
  thin: boolean;
  /** The page has no `<h1>`. */
  withoutH1: boolean;
  /** Mixed into the page's words, so that a new revision rewrites the page. */
  contentSalt: string;
  /** Links beyond the site's tree, to pages that no crawl of the site reaches. */
  extraLinks: readonly string[];
}

/** The pages of an audit site that carry a problem, by index (page 0 is the start URL). */
export const AUDIT_PAGES = {
  untitled: 1,
  sharedDescription: [1, 2] as const,
  sharedTitle: [2, 4] as const,
  missing: 3,
  thin: 4,
  rewritten: 2,
};

const SHARED_DESCRIPTION = "Compare our services and request a quote today.";
const SHARED_TITLE = "Request a Quote";
/** A page that no crawl of an audit site reaches: its link is one the audit cannot check. */
export const UNCRAWLED_PATH = "missing-archive";

/** Pages of an audit site in `revision`: an odd revision has one page more. */
export function auditPageCount(pages: number, revision: number): number {
  return pages + (revision % 2);
}

/** What page `index` of an audit site looks like in `revision`, or `undefined` for an ordinary site. */
export function auditTraits(
  options: AuditSiteOptions,
  index: number,
  root: string,
): AuditTraits | undefined {
  if (!options.audit) return undefined;
  const revision = options.revision ?? 0;
  const odd = revision % 2 === 1;
  const thin = index === AUDIT_PAGES.thin && !odd;
  let description: AuditTraits["description"];
  if ((AUDIT_PAGES.sharedDescription as readonly number[]).includes(index)) {
    description = SHARED_DESCRIPTION;
  }
  if (thin) description = null;
  return {
    missing: index === AUDIT_PAGES.missing,
    title:
      index === AUDIT_PAGES.untitled && !odd
        ? null
        : (AUDIT_PAGES.sharedTitle as readonly number[]).includes(index)
          ? SHARED_TITLE
          : undefined,
    description,
    thin,
    withoutH1: thin || (index === 0 && odd),
    contentSalt: index === AUDIT_PAGES.rewritten ? `|revision-${revision}` : "",
    extraLinks: index === 0 ? [`${root.replace(/\/+$/, "")}/${UNCRAWLED_PATH}`] : [],
  };
}

// The defect sites' plan, beside the audit sites', for the tests that name their pages.
export {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  auditDefectsOf,
  CLEAN_PAGES,
  defectPathUrl,
  type AuditDefect,
} from "./defect-plan.js";

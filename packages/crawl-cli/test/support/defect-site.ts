import { comparable } from "./audit-file.js";
// The emulator's plan of its defect sites, from its source, as the web tool's e2e specs read it.
import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  CLEAN_PAGES,
  defectPathUrl,
} from "../../../crawl-emulator/src/sites/defect-plan.js";

export { AUDIT_DEFECTS, AUDIT_REVISION_CHANGES, CLEAN_PAGES };

export const DEFECT_SITE = "https://swiftpath-moving.example.com/";
export const DEFECT_HOST = new URL(DEFECT_SITE).host;

/** A page of the defect site, normalised as the audit's items are compared. */
export const defectPage = (path: string) => comparable(defectPathUrl(DEFECT_SITE, path));

/**
 * The check that finds each planted defect on the pages the plan names (as the web tool's e2e
 * spec maps them). `linkedFromFooterOnly` is the one the audit must not report: the page the
 * orphan check would name if the footer were lost. A defect added to the plan fails the
 * typecheck here until it is given its check.
 */
export const CHECK_OF_DEFECT = {
  clientError: "status-4xx",
  serverError: "status-5xx",
  redirect: "redirected",
  redirectToOtherHost: "redirect-other-host",
  brokenInternalLink: "broken-links",
  brokenLinkInFooter: "broken-links",
  linkToRedirect: "link-to-redirect",
  nofollowLink: "internal-nofollow",
  nonDescriptiveAnchor: "non-descriptive-link-text",
  uncrawlableAnchor: "uncrawlable-anchor",
  linkToHttp: "insecure-link",
  noInternalOutlinks: "no-internal-outlinks",
  orphan: "orphan-page",
  linkedFromFooterOnly: "orphan-page",
  manyOutlinks: "too-many-outlinks",
  titleMissing: "missing-title",
  titleDuplicate: "duplicate-title",
  titleTooLong: "title-too-long",
  titleTooShort: "title-too-short",
  titleMultiple: "title-multiple",
  titleSameAsH1: "title-same-as-h1",
  descriptionMissing: "missing-description",
  descriptionDuplicate: "duplicate-description",
  descriptionTooLong: "description-too-long",
  descriptionTooShort: "description-too-short",
  descriptionMultiple: "description-multiple",
  h1Missing: "missing-h1",
  h1Multiple: "h1-multiple",
  h1Duplicate: "duplicate-h1",
  h1TooLong: "h1-too-long",
  headingSkipped: "heading-level-skipped",
  headingEmpty: "heading-empty",
  exactDuplicate: "duplicate-content",
  nearDuplicate: "near-duplicate",
  lowContent: "low-content",
  loremIpsum: "lorem-ipsum",
  imageWithoutAlt: "image-alt-missing",
  imageAltTooLong: "image-alt-too-long",
  imageWithoutSize: "image-no-dimensions",
  imageOverHttp: "image-mixed-content",
  urlUppercase: "url-uppercase",
  urlUnderscore: "url-underscores",
  urlQuery: "url-parameters",
  urlTooLong: "url-too-long",
  urlNonAscii: "url-non-ascii",
  urlRepeatedSlash: "url-repeated-slashes",
  plainHttp: "url-http",
  noindex: "noindex",
  nofollowMeta: "nofollow-meta",
  languageMissing: "missing-lang",
  viewportMissing: "missing-viewport",
  ogTitleMissing: "missing-og-title",
  ogDescriptionMissing: "missing-og-description",
  ogImageMissing: "missing-og-image",
  htmlOverOneMegabyte: "html-too-large",
} as const satisfies Record<keyof typeof AUDIT_DEFECTS, string>;

/** The defects the audit must report: every planted one but the footer-only link's page. */
export const REPORTED_DEFECTS = (
  Object.entries(AUDIT_DEFECTS) as [keyof typeof AUDIT_DEFECTS, readonly string[]][]
).filter(([defect]) => defect !== "linkedFromFooterOnly");

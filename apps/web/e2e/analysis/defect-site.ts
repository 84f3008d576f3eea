import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  CLEAN_PAGES,
  defectPathUrl,
} from "../../../../packages/crawl-emulator/src/sites/defect-plan";
import { moving } from "./insights-support";

export { AUDIT_DEFECTS, AUDIT_REVISION_CHANGES, CLEAN_PAGES };

/** A page of the emulator's defect site on Moving Services, as the crawl reports its URL. */
export const movingPage = (path: string) => defectPathUrl(moving.url, path);

/**
 * The check that finds each planted defect on the pages the plan names. `linkedFromFooterOnly` is
 * the one the audit must not report: the page the orphan check would name if the footer were lost.
 * A defect added to the plan fails the typecheck here until it is given its check.
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

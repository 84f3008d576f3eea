import { redirectOtherHost } from "./checks/response-codes/redirect-other-host";
import { redirected } from "./checks/response-codes/redirected";
import { status4xx } from "./checks/response-codes/status-4xx";
import { status5xx } from "./checks/response-codes/status-5xx";
import { statusMissing } from "./checks/response-codes/status-missing";
import { brokenLinks } from "./checks/links/broken-links";
import { deepPage } from "./checks/links/deep-page";
import { insecureLink } from "./checks/links/insecure-link";
import { internalNofollow } from "./checks/links/internal-nofollow";
import { linkToRedirect } from "./checks/links/link-to-redirect";
import { noInternalOutlinks } from "./checks/links/no-internal-outlinks";
import { nonDescriptiveLinkText } from "./checks/links/non-descriptive-link-text";
import { orphanPage } from "./checks/links/orphan-page";
import { tooManyOutlinks } from "./checks/links/too-many-outlinks";
import { uncheckedLinks } from "./checks/links/unchecked-links";
import { uncrawlableAnchor } from "./checks/links/uncrawlable-anchor";
import { duplicateTitle } from "./checks/titles/duplicate-title";
import { missingTitle } from "./checks/titles/missing-title";
import { titleMultiple } from "./checks/titles/title-multiple";
import { titleSameAsH1 } from "./checks/titles/title-same-as-h1";
import { titleTooLong } from "./checks/titles/title-too-long";
import { titleTooShort } from "./checks/titles/title-too-short";
import { descriptionMultiple } from "./checks/descriptions/description-multiple";
import { descriptionTooLong } from "./checks/descriptions/description-too-long";
import { descriptionTooShort } from "./checks/descriptions/description-too-short";
import { duplicateDescription } from "./checks/descriptions/duplicate-description";
import { missingDescription } from "./checks/descriptions/missing-description";
import { duplicateH1 } from "./checks/headings/duplicate-h1";
import { h1Multiple } from "./checks/headings/h1-multiple";
import { h1TooLong } from "./checks/headings/h1-too-long";
import { headingEmpty } from "./checks/headings/heading-empty";
import { headingLevelSkipped } from "./checks/headings/heading-level-skipped";
import { missingH1 } from "./checks/headings/missing-h1";
import { duplicateContent } from "./checks/content/duplicate-content";
import { loremIpsum } from "./checks/content/lorem-ipsum";
import { lowContent } from "./checks/content/low-content";
import { nearDuplicate } from "./checks/content/near-duplicate";
import { imageAltMissing } from "./checks/images/image-alt-missing";
import { imageAltTooLong } from "./checks/images/image-alt-too-long";
import { imageMixedContent } from "./checks/images/image-mixed-content";
import { imageNoDimensions } from "./checks/images/image-no-dimensions";
import { urlHttp } from "./checks/urls/url-http";
import { urlNonAscii } from "./checks/urls/url-non-ascii";
import { urlParameters } from "./checks/urls/url-parameters";
import { urlRepeatedSlashes } from "./checks/urls/url-repeated-slashes";
import { urlTooLong } from "./checks/urls/url-too-long";
import { urlUnderscores } from "./checks/urls/url-underscores";
import { urlUppercase } from "./checks/urls/url-uppercase";
import { missingLang } from "./checks/indexability/missing-lang";
import { missingViewport } from "./checks/indexability/missing-viewport";
import { nofollowMeta } from "./checks/indexability/nofollow-meta";
import { noindex } from "./checks/indexability/noindex";
import { missingOgDescription } from "./checks/social/missing-og-description";
import { missingOgImage } from "./checks/social/missing-og-image";
import { missingOgTitle } from "./checks/social/missing-og-title";
import { htmlTooLarge } from "./checks/size/html-too-large";
import { largestPages } from "./checks/size/largest-pages";
import { canonicalChain } from "./checks/canonicals/canonical-chain";
import { canonicalFragment } from "./checks/canonicals/canonical-fragment";
import { canonicalMissing } from "./checks/canonicals/canonical-missing";
import { canonicalMultiple } from "./checks/canonicals/canonical-multiple";
import { canonicalOtherHost } from "./checks/canonicals/canonical-other-host";
import { canonicalOutsideHead } from "./checks/canonicals/canonical-outside-head";
import { canonicalRelative } from "./checks/canonicals/canonical-relative";
import { canonicalToNonIndexable } from "./checks/canonicals/canonical-to-non-indexable";
import { canonicalised } from "./checks/canonicals/canonicalised";
import { directiveNoarchive } from "./checks/directives/directive-noarchive";
import { directiveNofollow } from "./checks/directives/directive-nofollow";
import { directiveNoindex } from "./checks/directives/directive-noindex";
import { directiveSnippetLimits } from "./checks/directives/directive-snippet-limits";
import { directiveUnavailableAfter } from "./checks/directives/directive-unavailable-after";
import { directivesConflicting } from "./checks/directives/directives-conflicting";
import { noindexCanonicalised } from "./checks/directives/noindex-canonicalised";
import { noindexLinked } from "./checks/directives/noindex-linked";
import { documentTooLarge } from "./checks/validation/document-too-large";
import { headEndedEarly } from "./checks/validation/head-ended-early";
import { headOrBodyMultiple } from "./checks/validation/head-or-body-multiple";
import { headTagsInBody } from "./checks/validation/head-tags-in-body";
import { duplicateH2 } from "./checks/headings/duplicate-h2";
import { h1MultipleBeforeH2 } from "./checks/headings/h1-multiple-before-h2";
import { h2TooLong } from "./checks/headings/h2-too-long";
import { missingH2 } from "./checks/headings/missing-h2";
import { hreflangBadTarget } from "./checks/hreflang/hreflang-bad-target";
import { hreflangDuplicateLanguage } from "./checks/hreflang/hreflang-duplicate-language";
import { hreflangInvalidCode } from "./checks/hreflang/hreflang-invalid-code";
import { hreflangMissingReturn } from "./checks/hreflang/hreflang-missing-return";
import { hreflangMissingSelf } from "./checks/hreflang/hreflang-missing-self";
import { hreflangMissingXDefault } from "./checks/hreflang/hreflang-missing-x-default";
import { hreflangRelative } from "./checks/hreflang/hreflang-relative";
import { paginationBadTarget } from "./checks/pagination/pagination-bad-target";
import { paginationNotLinked } from "./checks/pagination/pagination-not-linked";
import { paginationUnpaired } from "./checks/pagination/pagination-unpaired";
import { mixedContent } from "./checks/security/mixed-content";
import { protocolRelativeResource } from "./checks/security/protocol-relative-resource";
import { notInSitemap } from "./checks/sitemaps/not-in-sitemap";
import { sitemapBadUrl } from "./checks/sitemaps/sitemap-bad-url";
import { sitemapOrphan } from "./checks/sitemaps/sitemap-orphan";
import type { Check } from "./check";

/**
 * Bumped when a check is added, removed or changes what it finds: the history compares two crawls
 * only on the checks both ran. Version 1 was the seven findings before the audit.
 */
export const CATALOGUE_VERSION = 2;

/**
 * Every check of the audit, by category. Adding a check is one file, its test, and one line here;
 * the runner (`./run-audit`) knows none of them. Loaded with the findings worker only.
 */
export const CATALOGUE: readonly Check[] = [
  redirectOtherHost,
  redirected,
  status4xx,
  status5xx,
  statusMissing,
  brokenLinks,
  deepPage,
  insecureLink,
  internalNofollow,
  linkToRedirect,
  noInternalOutlinks,
  nonDescriptiveLinkText,
  orphanPage,
  tooManyOutlinks,
  uncheckedLinks,
  uncrawlableAnchor,
  duplicateTitle,
  missingTitle,
  titleMultiple,
  titleSameAsH1,
  titleTooLong,
  titleTooShort,
  descriptionMultiple,
  descriptionTooLong,
  descriptionTooShort,
  duplicateDescription,
  missingDescription,
  duplicateH1,
  h1Multiple,
  h1TooLong,
  headingEmpty,
  headingLevelSkipped,
  missingH1,
  duplicateContent,
  loremIpsum,
  lowContent,
  nearDuplicate,
  imageAltMissing,
  imageAltTooLong,
  imageMixedContent,
  imageNoDimensions,
  urlHttp,
  urlNonAscii,
  urlParameters,
  urlRepeatedSlashes,
  urlTooLong,
  urlUnderscores,
  urlUppercase,
  missingLang,
  missingViewport,
  nofollowMeta,
  noindex,
  missingOgDescription,
  missingOgImage,
  missingOgTitle,
  htmlTooLarge,
  largestPages,
  // Issue 35, the document as served (h-head): canonicals, directives, validation.
  canonicalMissing,
  canonicalMultiple,
  canonicalOutsideHead,
  canonicalRelative,
  canonicalised,
  canonicalToNonIndexable,
  canonicalOtherHost,
  canonicalFragment,
  canonicalChain,
  directiveNoindex,
  directiveNofollow,
  directiveNoarchive,
  directiveSnippetLimits,
  directiveUnavailableAfter,
  directivesConflicting,
  noindexLinked,
  noindexCanonicalised,
  headEndedEarly,
  headOrBodyMultiple,
  headTagsInBody,
  documentTooLarge,
  // Issue 35, h-hreflang: H2 (headings), hreflang, pagination, security, sitemaps.
  missingH2,
  duplicateH2,
  h2TooLong,
  h1MultipleBeforeH2,
  hreflangInvalidCode,
  hreflangMissingSelf,
  hreflangMissingReturn,
  hreflangBadTarget,
  hreflangDuplicateLanguage,
  hreflangMissingXDefault,
  hreflangRelative,
  paginationBadTarget,
  paginationNotLinked,
  paginationUnpaired,
  mixedContent,
  protocolRelativeResource,
  sitemapOrphan,
  notInSitemap,
  sitemapBadUrl,
];

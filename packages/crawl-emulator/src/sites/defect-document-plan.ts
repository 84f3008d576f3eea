import type { DefectPageSpec } from "./defect-plan.js";

/**
 * Issue 35's defects of a defect site: each on a page of its own, seen in the document as served
 * (`rawHtml`: its head, its scripts) or against the site's sitemap (a map call with the sitemap
 * only), and none in the `html` and `markdown` the tool asks for by default, apart from the page
 * without an H2, whose headings are in its html. The pages are linked from the start page, but
 * the sitemap's orphan, which only the sitemap lists.
 */

/** A page named by the sitemap only: no page links to it (crawled as the provider does, through the sitemap). */
export const SITEMAP_ORPHAN = "/offers/winter";

/** JSON-LD whose object is never closed: the parse fails at the end of the block. */
const BROKEN_JSON_LD =
  '{"@context": "https://schema.org", "@type": "Review", "reviewBody": "Careful crew, on time", ';
/** An Organization without its name, url or logo: Google lists none as required, all three as recommended. */
const THIN_ORGANIZATION = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Organization",
  description: "Local movers for homes and offices.",
});

const PAGES: readonly DefectPageSpec[] = [
  { path: "/moving-tips/packing", topic: "Packing Tips for Every Room", canonicals: [] },
  {
    path: "/moving-tips/storage",
    topic: "Short and Long Term Storage",
    // A theme and a plugin each add one, the second with a trailing slash.
    canonicals: ["/moving-tips/storage", "/moving-tips/storage/"],
  },
  { path: "/moving-tips/insurance", topic: "Insurance While You Move", relativeCanonical: true },
  {
    path: "/moving-tips/boxes",
    topic: "Boxes, Tape and Packing Supplies",
    canonicals: ["/brochure-2019"],
  },
  {
    path: "/moving-tips/old-checklist",
    topic: "Last Year's Moving Day Checklist",
    canonicals: ["/moving-tips/checklist-2023"],
  },
  {
    path: "/moving-tips/checklist-2023",
    topic: "The 2023 Moving Day Checklist",
    canonicals: ["/services"],
  },
  { path: "/thank-you", topic: "Thank You for Your Request", robots: "noindex" },
  {
    path: "/partners",
    topic: "Our Partners and Suppliers",
    robots: "index, follow",
    googlebot: "noindex",
  },
  {
    path: "/international",
    topic: "International Relocation",
    hreflang: [["en-UK", "/international"]],
  },
  {
    path: "/fr/services",
    topic: "Nos services de déménagement",
    hreflang: [
      ["fr", "/fr/services"],
      ["en", "/services"],
      ["x-default", "/services"],
    ],
  },
  { path: "/reviews", topic: "What Our Customers Say", jsonLd: [BROKEN_JSON_LD] },
  { path: "/contact", topic: "Contact Our Office Team", jsonLd: [THIN_ORGANIZATION] },
  { path: "/news", topic: "Latest Company News", next: "/news/page/2" },
  { path: "/news/page/2", topic: "Latest Company News, Page 2", status: 404 },
  { path: "/gallery", topic: "Photo Gallery of Recent Jobs", headImage: true },
  { path: "/quick-facts", topic: "Quick Facts About Our Crews", withoutH2: true },
  {
    path: "/booking",
    topic: "Book Your Moving Date Online",
    headScript: "http://widgets.example.net/booking.js",
  },
  { path: "/terms", topic: "Terms and Conditions of Service", text: "dense" },
  { path: "/moving-day", topic: "What Happens on Moving Day", misspelled: true },
  { path: SITEMAP_ORPHAN, topic: "Winter Moving Discounts" },
];

/** The pages, each linking back to the start page as the site's other pages do. */
export const DOCUMENT_DEFECT_PAGES: readonly DefectPageSpec[] = PAGES.map((spec) => ({
  links: [""],
  ...spec,
}));

/** The start page's links to the pages above: all but the 404 and the sitemap's orphan. */
export const DOCUMENT_DEFECT_LINKS = PAGES.filter(
  (spec) => spec.status === undefined && spec.path !== SITEMAP_ORPHAN,
).map((spec) => spec.path);

/**
 * Where each of issue 35's defects is (exactly, among the pages that answer 200). The planted
 * page first; a page listed after it carries the defect too by its older plan (the thin quote
 * page has no H2 either).
 */
export const DOCUMENT_DEFECTS = {
  canonicalMissing: ["/moving-tips/packing"],
  canonicalMultiple: ["/moving-tips/storage"],
  canonicalRelative: ["/moving-tips/insurance"],
  canonicalToNotFound: ["/moving-tips/boxes"],
  canonicalChain: ["/moving-tips/old-checklist"],
  noindexLinked: ["/thank-you", "/partners"],
  directivesConflicting: ["/partners"],
  hreflangInvalidCode: ["/international"],
  hreflangMissingReturn: ["/fr/services"],
  jsonLdInvalid: ["/reviews"],
  organizationIncomplete: ["/contact"],
  paginationToNotFound: ["/news"],
  headEndedByImage: ["/gallery"],
  h2Missing: ["/quick-facts", "/get-a-quote?ref=nav"],
  scriptOverHttp: ["/booking"],
  hardToRead: ["/terms"],
  misspelled: ["/moving-day"],
  sitemapOrphan: [SITEMAP_ORPHAN],
  sitemapNotFound: ["/brochure-2019"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The check of the site audit that finds each (its id): the canonicals, directives and
 * validation checks are h-head's, structured data, readability and spelling h-content's.
 */
export const CHECK_OF_DOCUMENT_DEFECT = {
  canonicalMissing: "canonical-missing",
  canonicalMultiple: "canonical-multiple",
  canonicalRelative: "canonical-relative",
  canonicalToNotFound: "canonical-to-non-indexable",
  canonicalChain: "canonical-chain",
  noindexLinked: "noindex-linked",
  directivesConflicting: "directives-conflicting",
  hreflangInvalidCode: "hreflang-invalid-code",
  hreflangMissingReturn: "hreflang-missing-return",
  jsonLdInvalid: "json-ld-invalid",
  organizationIncomplete: "structured-data-recommended",
  paginationToNotFound: "pagination-bad-target",
  headEndedByImage: "head-ended-early",
  h2Missing: "missing-h2",
  scriptOverHttp: "mixed-content",
  hardToRead: "readability",
  misspelled: "spelling",
  sitemapOrphan: "sitemap-orphan",
  sitemapNotFound: "sitemap-bad-url",
} as const satisfies Record<keyof typeof DOCUMENT_DEFECTS, string>;

import {
  DOCUMENT_DEFECT_LINKS,
  DOCUMENT_DEFECT_PAGES,
  SITEMAP_ORPHAN,
} from "./defect-document-plan.js";

/**
 * The pages of a defect site (`defects: true`), in the order a crawl returns them. Each page is
 * described by how it departs from a clean page; `defect-page.ts` renders it. The plan is the same
 * for every host (the words differ by host and seed), so tests and e2e specs can name pages.
 */
export interface DefectPageSpec {
  /** Path from the site's origin, with its query; `""` is the start URL; `http:/…` is served over plain http. */
  path: string;
  /** What the page is about: its H1, and the start of its title and description. */
  topic: string;
  /** Answers this status instead of 200. */
  status?: 404 | 500;
  /** The final URL: a path on the same host, or an absolute URL on another one. */
  redirectTo?: string;
  /** `null` leaves it out; two values are two tags (the provider answers an array). */
  title?: string | readonly string[] | null;
  description?: string | readonly string[] | null;
  h1?: string | readonly string[] | null;
  /** Key of the page's words: pages sharing it have the same text. Default: the path. */
  textKey?: string;
  /** Words swapped into the text, so that two pages with the same key differ by a few words. */
  place?: string;
  /**
   * The page's text: ordinary prose, a few words, placeholder Latin, over 1 MB of it, or prose of
   * long legal sentences (very hard to read).
   */
  text?: "prose" | "thin" | "lorem" | "huge" | "dense";
  /** Paths the main content links to (with ordinary anchor text), beside the defects below. */
  links?: readonly string[];
  /** Planted link defects, images defects and heading defects of the main content. */
  linkDefects?: boolean;
  imageDefects?: boolean;
  skippedHeading?: boolean;
  emptyHeading?: boolean;
  /** Internal links to pages the crawl does not return, over the 100 a page should hold. */
  manyLinks?: number;
  robots?: string;
  withoutLanguage?: boolean;
  withoutViewport?: boolean;
  withoutOg?: readonly ("title" | "description" | "image")[];
  /** No header, nav, footer or aside: a campaign landing page outside the site's template. */
  bare?: boolean;
  /** The page's words change with the revision. */
  rewritten?: boolean;
  // Issue 35: what only the document as served (rawHtml) or the sitemap shows.
  /** Plan paths of its `<link rel=canonical>`s, written absolute; default: the page's own URL. */
  canonicals?: readonly string[];
  /** Its own canonical written as a relative path. */
  relativeCanonical?: boolean;
  googlebot?: string;
  /** `<link rel=alternate hreflang>`s: the value as written, and a plan path. */
  hreflang?: readonly (readonly [value: string, path: string])[];
  /** `<script type="application/ld+json">` blocks, as written. */
  jsonLd?: readonly string[];
  /** Plan path of its `<link rel=next>`. */
  next?: string;
  /** An `<img>` in the head before its description: it ends the head there. */
  headImage?: boolean;
  /** A `<script src>` in the head, at this absolute URL. */
  headScript?: string;
  /** Prose without H2s. */
  withoutH2?: boolean;
  /** A paragraph with a few misspelled words. */
  misspelled?: boolean;
  /** Listed in the site's sitemap; default: when it answers 200 where asked, indexable and its own canonical. */
  sitemap?: boolean;
}

/** The page an odd revision adds, linked from the start page. */
const NEW_PAGE = "/blog/new-office-opening";
const NEAR_DUPLICATE_TEXT = "location-template";
const EXACT_DUPLICATE_TEXT = "moving-checklist";
const SHARED_TITLE = "Residential and Commercial Services";
const SHARED_DESCRIPTION =
  "Residential and commercial services with clear prices, trained local crews and flexible dates.";
const LONG_TITLE =
  "The Complete Guide to Long Distance Services, Costs, Timelines and Planning Checklists";
const LONG_DESCRIPTION =
  "Everything you need to know before booking a long distance job with us: how we estimate the " +
  "cost, how long each step takes, what to prepare in the weeks before, and what happens on the day.";
const LONG_H1 =
  "Everything You Need to Know About Long Distance Services Before You Book With Our Team";
const LONG_PATH =
  "/blog/2024/05/a-complete-step-by-step-guide-to-choosing-the-right-provider-for-your-family-home-and-small-business";

/** The start URL's page: the hub that links to every page a visitor can reach. */
const HOME_LINKS = [
  "/services",
  "/about",
  "/team",
  "/faq",
  "/residential",
  "/commercial",
  "/guides/long-distance",
  "/service_areas",
  "/guides/checklist",
  "/guides/checklist-print",
  "/locations/irvine",
  "/locations/tustin",
  "/Resources",
  LONG_PATH,
  "/fr/société",
  "/fr/%C3%A0-propos",
  "/blog//news",
  "/tips",
  "/site-index",
  "/get-a-quote?ref=nav",
  ...DOCUMENT_DEFECT_LINKS,
];

/** The plan of `revision`: an odd revision fixes a few defects, plants others and adds a page. */
export function defectPlan(revision: number): DefectPageSpec[] {
  const odd = revision % 2 === 1;
  const pages: DefectPageSpec[] = [
    {
      path: "",
      topic: "Welcome to Our Company",
      links: odd ? [...HOME_LINKS, NEW_PAGE] : HOME_LINKS,
    },
    { path: "/services", topic: "Our Services Overview", links: ["", "/about"] },
    { path: "/about", topic: "About Our Company Story", links: ["", "/team"], rewritten: true },
    { path: "/pricing-old", topic: "Prices and Packages", redirectTo: "/pricing", links: [""] },
    {
      path: "/careers",
      topic: "Careers and Open Roles",
      redirectTo: "https://jobs.example.net/careers",
      links: [""],
    },
    // Still in the sitemap, which nobody updated when it was taken down.
    { path: "/brochure-2019", topic: "Brochure", status: 404, sitemap: true },
    odd
      ? { path: "/quote-calculator", topic: "Online Quote Calculator", links: ["", "/services"] }
      : { path: "/quote-calculator", topic: "Online Quote Calculator", status: 500 },
    { path: "/tips", topic: "Tips From Our Crews", links: ["", "/careers"], linkDefects: true },
    { path: "/site-index", topic: "Complete Site Index", text: "huge", manyLinks: 150 },
    odd
      ? {
          path: "/get-a-quote?ref=nav",
          topic: "Request a Free Quote Today",
          text: "thin",
          links: ["/quote-calculator"],
        }
      : {
          path: "/get-a-quote?ref=nav",
          topic: "Request a Free Quote Today",
          title: null,
          description: null,
          h1: null,
          text: "thin",
          links: ["/quote-calculator"],
        },
    {
      path: "/residential",
      topic: "Residential Services",
      title: SHARED_TITLE,
      description: SHARED_DESCRIPTION,
      h1: SHARED_TITLE,
      links: ["", "/commercial"],
    },
    {
      path: "/commercial",
      topic: "Commercial Services",
      title: SHARED_TITLE,
      description: SHARED_DESCRIPTION,
      h1: SHARED_TITLE,
      links: ["", "/residential"],
    },
    {
      path: "/guides/long-distance",
      topic: "Long Distance Guide",
      title: LONG_TITLE,
      description: LONG_DESCRIPTION,
      h1: LONG_H1,
      links: [""],
    },
    {
      path: "/service_areas",
      topic: "Service Areas",
      title: "Service Areas",
      description: "Where we work.",
      h1: "Areas We Serve Across the County",
      skippedHeading: true,
      links: ["", "/locations/irvine"],
    },
    {
      path: "/faq",
      topic: "Frequently Asked Questions",
      title: ["Frequently Asked Questions | Help Centre", "FAQ and Answers From Our Support Team"],
      description: [
        "Answers to the questions customers ask most about booking, prices, insurance and dates.",
        "Our help centre: booking, rescheduling, payment and insurance questions answered clearly.",
      ],
      h1: ["Frequently Asked Questions", "Still Have a Question?"],
      emptyHeading: true,
      links: ["", "/services"],
    },
    {
      path: "/guides/checklist",
      topic: "The Getting Started Checklist",
      textKey: EXACT_DUPLICATE_TEXT,
      links: ["", "/tips"],
    },
    {
      path: "/guides/checklist-print",
      topic: "The Getting Started Checklist",
      textKey: EXACT_DUPLICATE_TEXT,
      links: ["", "/tips"],
    },
    {
      path: "/locations/irvine",
      topic: "Our Services in Irvine",
      textKey: NEAR_DUPLICATE_TEXT,
      place: "Irvine",
      links: ["", "/service_areas"],
    },
    {
      path: "/locations/tustin",
      topic: "Our Services in Tustin",
      textKey: NEAR_DUPLICATE_TEXT,
      place: "Tustin",
      links: ["", "/service_areas"],
    },
    {
      path: "/team",
      topic: "Meet the Team Behind Us",
      text: "lorem",
      imageDefects: true,
      links: [""],
    },
    {
      path: "/Resources",
      topic: "Resources and Downloads",
      withoutOg: ["image"],
      ...(odd ? { robots: "noindex" } : {}),
      links: ["", "/guides/checklist"],
    },
    { path: LONG_PATH, topic: "Choosing the Right Provider", links: ["", "/services"] },
    { path: "/fr/société", topic: "Notre société en bref", links: [""] },
    { path: "/fr/%C3%A0-propos", topic: "À propos de notre équipe", links: [""] },
    { path: "/blog//news", topic: "Company News and Updates", links: ["", "/about"] },
    {
      path: "http:/legacy-rates",
      topic: "Legacy Rates From Last Year",
      withoutLanguage: true,
      withoutViewport: true,
      withoutOg: ["title", "description", "image"],
      links: [""],
    },
    {
      path: "/landing/spring-offer",
      topic: "Spring Offer for New Customers",
      robots: "noindex, nofollow",
      bare: true,
    },
    { path: "/privacy", topic: "Privacy Policy and Cookies", links: [""] },
    ...DOCUMENT_DEFECT_PAGES,
  ];
  if (odd) {
    pages.push({
      path: NEW_PAGE,
      topic: "New Office Opening",
      description: null,
      h1: "We Are Opening a New Office Next Month and Everyone in the Neighbourhood Is Invited",
      links: ["", "/about"],
    });
  }
  return pages;
}

/**
 * A page without a status is not planted: a real server always answers one, and the emulator
 * would have to invent how the provider reports its absence.
 *
 * Where each planted defect is, as paths of the pages that hold it (links: the page holding the
 * link). `http:` paths are served over plain http. Every other page of the plan is clean for
 * every defect it does not list; `CLEAN_PAGES` are clean for all of them.
 */
export const AUDIT_DEFECTS = {
  clientError: ["/brochure-2019", "/news/page/2"],
  serverError: ["/quote-calculator"],
  redirect: ["/pricing-old", "/careers"],
  redirectToOtherHost: ["/careers"],
  brokenInternalLink: ["/tips", "/get-a-quote?ref=nav"],
  /** A broken link in the footer of the guides template: seen only with `onlyMainContent: false`. */
  brokenLinkInFooter: ["/guides/long-distance", "/guides/checklist", "/guides/checklist-print"],
  linkToRedirect: ["/tips"],
  nofollowLink: ["/tips"],
  nonDescriptiveAnchor: ["/tips"],
  uncrawlableAnchor: ["/tips"],
  linkToHttp: ["/tips"],
  noInternalOutlinks: ["/landing/spring-offer"],
  /** Reached through the sitemap only (the emulator's crawl returns every page of the plan). */
  orphan: ["/landing/spring-offer", SITEMAP_ORPHAN],
  /** Linked from every page's footer only: not reached when the footer is stripped. */
  linkedFromFooterOnly: ["/privacy"],
  manyOutlinks: ["/site-index"],
  titleMissing: ["/get-a-quote?ref=nav"],
  titleDuplicate: ["/residential", "/commercial", "/guides/checklist", "/guides/checklist-print"],
  titleTooLong: ["/guides/long-distance"],
  titleTooShort: ["/service_areas"],
  titleMultiple: ["/faq"],
  titleSameAsH1: ["/residential", "/commercial"],
  descriptionMissing: ["/get-a-quote?ref=nav"],
  descriptionDuplicate: [
    "/residential",
    "/commercial",
    "/guides/checklist",
    "/guides/checklist-print",
  ],
  descriptionTooLong: ["/guides/long-distance"],
  descriptionTooShort: ["/service_areas"],
  descriptionMultiple: ["/faq"],
  h1Missing: ["/get-a-quote?ref=nav"],
  h1Multiple: ["/faq"],
  h1Duplicate: ["/residential", "/commercial", "/guides/checklist", "/guides/checklist-print"],
  h1TooLong: ["/guides/long-distance"],
  headingSkipped: ["/service_areas"],
  headingEmpty: ["/faq"],
  exactDuplicate: ["/guides/checklist", "/guides/checklist-print"],
  nearDuplicate: ["/locations/irvine", "/locations/tustin"],
  lowContent: ["/get-a-quote?ref=nav"],
  loremIpsum: ["/team"],
  imageWithoutAlt: ["/team"],
  imageAltTooLong: ["/team"],
  imageWithoutSize: ["/team"],
  imageOverHttp: ["/team"],
  urlUppercase: ["/Resources"],
  urlUnderscore: ["/service_areas"],
  urlQuery: ["/get-a-quote?ref=nav"],
  urlTooLong: [LONG_PATH],
  urlNonAscii: ["/fr/société", "/fr/%C3%A0-propos"],
  urlRepeatedSlash: ["/blog//news"],
  plainHttp: ["http:/legacy-rates"],
  noindex: ["/landing/spring-offer", "/thank-you"],
  nofollowMeta: ["/landing/spring-offer"],
  languageMissing: ["http:/legacy-rates"],
  viewportMissing: ["http:/legacy-rates"],
  /** The page without a title or description has no `og:title` or `og:description` either. */
  ogTitleMissing: ["/get-a-quote?ref=nav", "http:/legacy-rates"],
  ogDescriptionMissing: ["/get-a-quote?ref=nav", "http:/legacy-rates"],
  ogImageMissing: ["http:/legacy-rates", "/Resources"],
  htmlOverOneMegabyte: ["/site-index"],
} as const satisfies Record<string, readonly string[]>;

/** Pages without any planted defect (beyond sharing the site's footer template). */
export const CLEAN_PAGES = ["/services", "/about"] as const;

/** What an odd revision changes, so that a second crawl shows issues fixed and new. */
export const AUDIT_REVISION_CHANGES = {
  fixed: {
    serverError: ["/quote-calculator"],
    brokenInternalLink: ["/get-a-quote?ref=nav"],
    titleMissing: ["/get-a-quote?ref=nav"],
    descriptionMissing: ["/get-a-quote?ref=nav"],
    h1Missing: ["/get-a-quote?ref=nav"],
    ogTitleMissing: ["/get-a-quote?ref=nav"],
    ogDescriptionMissing: ["/get-a-quote?ref=nav"],
  },
  new: {
    noindex: ["/Resources"],
    descriptionMissing: ["/blog/new-office-opening"],
    ogDescriptionMissing: ["/blog/new-office-opening"],
    h1TooLong: ["/blog/new-office-opening"],
  },
  addedPages: ["/blog/new-office-opening"],
  /** Pages in both revisions whose markdown differs: rewritten, fixed, or linking the new page. */
  changedPages: ["", "/about", "/quote-calculator", "/get-a-quote?ref=nav"],
} as const;

export type AuditDefect = keyof typeof AUDIT_DEFECTS;

/** Where each defect is in `revision`: `AUDIT_DEFECTS`, with an odd revision's changes applied. */
export function auditDefectsOf(revision: number): Record<AuditDefect, string[]> {
  const odd = revision % 2 === 1;
  const fixed: Partial<Record<AuditDefect, readonly string[]>> = AUDIT_REVISION_CHANGES.fixed;
  const added: Partial<Record<AuditDefect, readonly string[]>> = AUDIT_REVISION_CHANGES.new;
  const defects = {} as Record<AuditDefect, string[]>;
  for (const [defect, paths] of Object.entries(AUDIT_DEFECTS) as [
    AuditDefect,
    readonly string[],
  ][]) {
    const gone = odd ? (fixed[defect] ?? []) : [];
    defects[defect] = [
      ...paths.filter((path) => !gone.includes(path)),
      ...(odd ? (added[defect] ?? []) : []),
    ];
  }
  return defects;
}

/** The absolute URL of a plan path on the site whose start URL is `siteUrl`. */
export function defectPathUrl(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl).origin;
  if (path.startsWith("http:")) return `http://${new URL(siteUrl).host}${path.slice(5)}`;
  return path === "" ? siteUrl : `${origin}${path}`;
}

/**
 * The check that finds each planted defect on the pages the plan names. `linkedFromFooterOnly` is
 * the one the audit must not report: the page the orphan check would name if the footer were lost.
 * A defect added to the plan fails the typecheck here until it is given its check. The audit's
 * tests (the web tool's e2e specs, the command line's) read it from here, beside the plan.
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

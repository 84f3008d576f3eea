import type { JsonLdSummary } from "./structured-data";

/**
 * What the checks know of one crawled page, read once from its metadata, html and markdown
 * (`./page-facts`). Every list is capped (`FACTS_KEPT`) and every text clipped, beside a count of
 * all there were, so that a hostile page costs the audit a bounded amount of memory.
 */

/** Entries kept per list (links, images, headings) of one page; the counts go on past it. */
export const FACTS_KEPT = 1000;
/** Characters kept of an anchor's text or a heading's text. */
export const ELEMENT_TEXT_CHARS = 300;
/** Characters kept of an address (an href, an image's src, a page's URL). */
export const ADDRESS_CHARS = 4096;

export interface LinkFact {
  /** The href as written (entities decoded, clipped); "" when the anchor has none. */
  href: string;
  /** Whether the anchor has an `href` attribute at all. */
  hasHref: boolean;
  /** The target resolved against the page and normalised; null when not http(s). */
  target: string | null;
  /** `rel` tokens, lower case. */
  rel: string[];
  /** The anchor's text (with the alt text of images inside it), spaces collapsed, clipped. */
  text: string;
  /** Inside `nav`, `header`, `footer` or `aside`: the boilerplate every page shares. */
  inChrome: boolean;
}

export interface ImageFact {
  /** The src as written, clipped. */
  src: string;
  /** The alt text, null when the attribute is absent ("" is a decorative image, and fine). */
  alt: string | null;
  /** Length of the alt text before it was clipped. */
  altLength: number;
  hasWidth: boolean;
  hasHeight: boolean;
}

export interface HeadingFact {
  level: number;
  /** Its text (with images' alt text), spaces collapsed, clipped; "" for an empty heading. */
  text: string;
}

/** The page's content area: its text without nav, header, footer and aside. */
export interface ContentFacts {
  words: number;
  /** Equal for two pages whose content-area words are the same, in the same order. */
  digest: string;
  /** One-permutation MinHash of the text's word 3-shingles (`./fingerprint`). */
  fingerprint: Uint32Array;
  /** Whether "lorem ipsum" appears in it. */
  lorem: boolean;
}

export interface PageFacts {
  /** The URL the page was requested at (the provider's sourceURL), for display. */
  url: string;
  /** `url` normalised: the key links are matched on. */
  key: string;
  /** The URL the page ended at (the provider's url), normalised; equal to `key` unless redirected. */
  finalKey: string;
  statusCode: number | null;
  /** Distinct non-empty values of each metadata field, in order, clipped (more than one: repeated). */
  titles: string[];
  descriptions: string[];
  language: string;
  robots: string[];
  viewport: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  /** Whether the page came with html (the link, image and heading checks read it). */
  hasHtml: boolean;
  links: LinkFact[];
  linkCount: number;
  images: ImageFact[];
  imageCount: number;
  headings: HeadingFact[];
  headingCount: number;
  h1Count: number;
  content: ContentFacts;
  /** UTF-8 size of the page's html (or markdown when no html was asked for). */
  bytes: number;
  /** CONTRACT (issue 35): the document as served, read from `rawHtml`; null without it. */
  document: DocumentFacts | null;
}

/**
 * CONTRACT (issue 35, filled in by the document reader `./document-facts`): what the audit reads
 * of the document as served (the provider's `rawHtml`), in one tokenizer pass. `PageFacts.document`
 * is null when the page came without `rawHtml`; the checks that need it then report "needs the
 * full document" (`CheckMeta.needs`) instead of passing. Lists are capped at `FACTS_KEPT` beside
 * their true counts, texts clipped, as everywhere in the facts.
 */
export interface DocumentLinkFact {
  /** The href as written (entities decoded, clipped). */
  href: string;
  /** Resolved against the page and normalised; null when not http(s) or unreadable. */
  target: string | null;
  /** Whether the href was absolute (`https://…`) as written. */
  absolute: boolean;
  /** Inside `<head>` as an HTML parser reads it (before anything ended the head early). */
  inHead: boolean;
}

export interface HreflangFact extends DocumentLinkFact {
  /** The hreflang value as written, lower case ("en-gb", "x-default"). */
  hreflang: string;
}

/** A `<meta name=robots|googlebot content=…>`: its name and its directives, lower case. */
export interface DirectiveFact {
  name: string;
  directives: string[];
  inHead: boolean;
}

/** One `<script type="application/ld+json">` block, summarised while the document is read. */
export interface JsonLdFact {
  /** 1-based line of the script's start tag in the document. */
  line: number;
  /** The block's length in characters, read or not. */
  chars: number;
  /** Filled by `./structured-data` (`summariseJsonLd`): what the block holds, or why it does not parse. */
  summary: JsonLdSummary;
}

/** A resource the page loads, for the mixed-content and protocol-relative checks. */
export interface ResourceFact {
  /** "script" | "stylesheet" | "iframe" | "media" | "form" | "image" | "other". */
  kind: string;
  /** The URL as written (clipped): `src`, `href`, `data` or a form's `action`. */
  url: string;
}

export interface DocumentFacts {
  /** UTF-8 size of the document as served. */
  bytes: number;
  canonicals: DocumentLinkFact[];
  canonicalCount: number;
  hreflang: HreflangFact[];
  hreflangCount: number;
  /** `<link rel=next>` / `rel=prev` (in head or body). */
  next: DocumentLinkFact[];
  prev: DocumentLinkFact[];
  directives: DirectiveFact[];
  directiveCount: number;
  /** `<title>` / `<meta>` elements read outside the head (after the head ended, or in body). */
  titlesOutsideHead: number;
  metasOutsideHead: number;
  /** The first element that is not allowed in `<head>` and so ended it early, e.g. "img"; null when none. */
  headEndedBy: string | null;
  /**
   * The head elements read after the head ended early (title, meta, link, base: the ones that mean
   * nothing in body), named as `meta name="description"` or `link rel="canonical"`.
   */
  lostFromHead: string[];
  lostFromHeadCount: number;
  /** Of the elements lost from the head, the titles and the metas (also counted outside the head). */
  titlesLostFromHead: number;
  metasLostFromHead: number;
  headCount: number;
  bodyCount: number;
  jsonLd: JsonLdFact[];
  jsonLdCount: number;
  /** Elements with `itemscope` and their `itemtype`s (clipped, capped). */
  microdataCount: number;
  microdataTypes: string[];
  /** Elements with RDFa `typeof` and their values (clipped, capped). */
  rdfaCount: number;
  rdfaTypes: string[];
  resources: ResourceFact[];
  resourceCount: number;
}

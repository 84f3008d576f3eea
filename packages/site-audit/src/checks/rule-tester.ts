import { expect, it } from "vitest";
import type { CrawledPage } from "../document";
import type { Check } from "../check";
import { emptyDocument as emptyDocumentFacts } from "../facts/document-facts";
import { pageFacts } from "../facts/page-facts";
import { normaliseUrl } from "../facts/normalise-url";
import type { DocumentFacts, DocumentLinkFact, HreflangFact, PageFacts } from "../facts/types";
import { NeedsOfCrawl } from "../check-needs";
import { siteContext } from "../site-context";
import type { AuditItem } from "../types";

/** The site the check tests crawl. */
export const ROOT = "https://moving.example.com";

const WORDS = (
  "move pack crate lift carry truck van road street city town house flat office desk chair " +
  "table sofa bed lamp book shelf box tape wrap label crew driver team plan date hour week " +
  "price quote cost fee save budget storage unit safe lock key door floor stair lift garden"
).split(" ");

/** `count` words chosen by `seed`, so that two pages of different seeds share few 3-shingles. */
export function words(count: number, seed: string): string {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1103515245) + 12345) | 0;
    return WORDS[(state >>> 8) % WORDS.length];
  }).join(" ");
}

export interface PageOptions {
  /** Replaces the default `<main>` content (an H1, 250 words, a link home). */
  body?: string;
  /** Added to the page's html after its body. */
  extra?: string;
  /** Merged over the default metadata; a key set to undefined is removed. */
  metadata?: Record<string, unknown>;
  /** Replaces the html altogether (null: no html, markdown only). */
  html?: string | null;
  markdown?: string;
  /** The document as served (`rawHtml`); absent by default, as the web tool crawls. */
  rawHtml?: string;
}

/**
 * A page with nothing wrong: a title of 30 to 60 characters, a description of 70 to 155, a
 * language, a viewport, og tags, an H1 and 250 words of its own; each test changes one thing.
 */
export function page(path: string, options: PageOptions = {}): CrawledPage {
  const url = `${ROOT}${path}`;
  const body =
    options.body ??
    `<h1>Moving help for ${path}</h1><p>${words(250, path)}</p><a href="/">Back to the home page</a>`;
  const defaults: Record<string, unknown> = {
    title: `Moving services and quotes: ${path}`.padEnd(35, "."),
    description: `Everything about ${path}: crews, quotes, storage and insurance for your move, explained.`,
    language: "en",
    viewport: "width=device-width, initial-scale=1",
    ogTitle: `Moving ${path}`,
    ogDescription: "Moving made simple",
    ogImage: `${ROOT}/card.png`,
    sourceURL: url,
    url,
    statusCode: 200,
    ...options.metadata,
  };
  const metadata = Object.fromEntries(
    Object.entries(defaults).filter(([, value]) => value !== undefined),
  );
  const html =
    options.html === null
      ? undefined
      : (options.html ??
        `<nav><a href="/">Home</a></nav><main>${body}${options.extra ?? ""}</main><footer>© Keystone</footer>`);
  return {
    markdown: options.markdown ?? `# Moving help for ${path}\n\n${words(250, path)}`,
    ...(html === undefined ? {} : { html }),
    ...(options.rawHtml === undefined ? {} : { rawHtml: options.rawHtml }),
    metadata: metadata as CrawledPage["metadata"],
  };
}

/** A document as served: a head with a title and `head`, then a body of `body`. */
export function rawDocument(head: string, body = "<main><h1>Moving</h1></main>"): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moving</title>${head}</head><body>${body}</body></html>`;
}

/** A page that came with its document as served, whose head holds `head`. */
export function documentPage(path: string, head: string, options: PageOptions = {}): CrawledPage {
  return page(path, { ...options, rawHtml: options.rawHtml ?? rawDocument(head) });
}

/** A home page that links to every other page, so that no page is unreached or orphaned. */
export function home(paths: string[], options: PageOptions = {}): CrawledPage {
  const links = paths.map((path) => `<a href="${path}">Page ${path}</a>`).join(" ");
  return page("/", { ...options, extra: `${options.extra ?? ""}<p>${links}</p>` });
}

/** A document with nothing in it but its head and body: each test fills in what it is about. */
export function emptyDocument(fields: Partial<DocumentFacts> = {}): DocumentFacts {
  return { ...emptyDocumentFacts(0), headCount: 1, bodyCount: 1, ...fields };
}

/** A `<link href>` of the document at `path` on ROOT, as the reader gives it (in the head). */
export function documentLink(href: string, path = "/"): DocumentLinkFact {
  return {
    href,
    target: normaliseUrl(href, `${ROOT}${path}`),
    absolute: /^[a-z][a-z0-9+.-]*:/i.test(href),
    inHead: true,
  };
}

/** A `<link rel=alternate hreflang>` of the document at `path`. */
export function hreflangLink(hreflang: string, href: string, path = "/"): HreflangFact {
  return { ...documentLink(href, path), hreflang };
}

/** Hand-built document facts of test pages, given to their facts in place of the reader's. */
const documents = new WeakMap<CrawledPage, DocumentFacts>();

/** `crawled` with these document facts (as if its rawHtml had been read into them). */
export function withDocument(crawled: CrawledPage, fields: Partial<DocumentFacts>): CrawledPage {
  documents.set(crawled, emptyDocument(fields));
  return crawled;
}

function factsOf(crawled: CrawledPage): PageFacts {
  const facts = pageFacts(crawled);
  const document = documents.get(crawled);
  return document === undefined ? facts : { ...facts, document };
}

/**
 * Runs one check on a crawl of `pages`, as the runner does, with its defaults under `options`: a
 * check that needs the full document sees the pages that have it, and finds nothing (the runner
 * lists it as unavailable) when none has it or, needing the sitemap, when there is none.
 */
export function runCheck(
  check: Check,
  pages: CrawledPage[],
  startUrl = `${ROOT}/`,
  options: Record<string, unknown> = {},
  sitemap?: readonly string[],
): AuditItem[] {
  const site = new NeedsOfCrawl(siteContext(pages.map(factsOf), startUrl, sitemap)).siteFor(
    check.needs,
  );
  return site === undefined ? [] : check.run(site, { ...check.options?.defaults, ...options });
}

export interface CheckCase {
  name: string;
  pages: CrawledPage[];
  startUrl?: string;
  /** Options given to the check over its defaults, as a rules configuration would. */
  options?: Record<string, unknown>;
  /** The sitemap's URLs, for the checks that need it. */
  sitemap?: readonly string[];
  /**
   * The items expected: the page's path on ROOT (or its whole URL), text its detail contains, and
   * its target when given.
   */
  items?: { path: string; detail?: string; target?: string }[];
}

/**
 * ESLint's RuleTester, for checks: each `invalid` case is a crawl with the problem and the items
 * the check must give for it; each `valid` case a crawl without it (the edge at the threshold
 * among them), for which the check must give nothing.
 */
export function testCheck(check: Check, cases: { invalid: CheckCase[]; valid: CheckCase[] }) {
  for (const testCase of cases.invalid) {
    it(`flags ${testCase.name}`, () => {
      const items = runCheck(
        check,
        testCase.pages,
        testCase.startUrl,
        testCase.options,
        testCase.sitemap,
      );
      const expected = testCase.items ?? [];
      expect(items.map((item) => item.url)).toEqual(
        expected.map(({ path }) => (path.startsWith("http") ? path : `${ROOT}${path}`)),
      );
      expected.forEach((want, index) => {
        const item = items[index];
        if (want.detail !== undefined) expect(item?.detail).toContain(want.detail);
        if (want.target !== undefined) expect(item?.target).toBe(want.target);
      });
    });
  }
  for (const testCase of cases.valid) {
    it(`passes ${testCase.name}`, () => {
      expect(
        runCheck(check, testCase.pages, testCase.startUrl, testCase.options, testCase.sitemap),
      ).toEqual([]);
    });
  }
}

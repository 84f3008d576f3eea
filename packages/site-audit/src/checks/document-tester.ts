import { expect, it } from "vitest";
import type { Check } from "../check";
import type { CrawledPage } from "../document";
import { summariseJsonLd } from "../facts/structured-data";
import type { DocumentFacts, PageFacts } from "../facts/types";
import { pageFacts } from "../facts/page-facts";
import { siteContext } from "../site-context";
import { ROOT, emptyDocument as emptyRuleDocument, page } from "./rule-tester";

/** Document facts with nothing in them, for a test to fill in: the rule tester's, of 1,000 bytes. */
export function emptyDocument(over: Partial<DocumentFacts> = {}): DocumentFacts {
  return emptyRuleDocument({ bytes: 1000, ...over });
}

/** A document whose JSON-LD blocks are these texts, each summarised as the reader does, at lines 5, 6… */
export function jsonLdDocument(...blocks: string[]): DocumentFacts {
  return emptyDocument({
    jsonLd: blocks.map((text, index) => ({
      line: 5 + index,
      chars: text.length,
      summary: summariseJsonLd(text),
    })),
    jsonLdCount: blocks.length,
  });
}

/** A crawled page and the document facts its rawHtml would give (null: no rawHtml). */
export interface DocumentPage {
  path: string;
  document: DocumentFacts | null;
  crawled?: CrawledPage;
}

export const facts = ({ path, document, crawled }: DocumentPage): PageFacts => ({
  ...pageFacts(crawled ?? page(path)),
  document,
});

export interface DocumentCase {
  name: string;
  pages: DocumentPage[];
  options?: Record<string, unknown>;
  items?: { path: string; detail?: string }[];
}

/** `testCheck` of `./rule-tester` for the checks that read `PageFacts.document`. */
export function testDocumentCheck(
  check: Check,
  cases: { invalid: DocumentCase[]; valid: DocumentCase[] },
) {
  const run = (testCase: DocumentCase) =>
    check.run(siteContext(testCase.pages.map(facts), `${ROOT}/`), {
      ...check.options?.defaults,
      ...testCase.options,
    });
  for (const testCase of cases.invalid) {
    it(`flags ${testCase.name}`, () => {
      const items = run(testCase);
      const expected = testCase.items ?? [];
      expect(items.map((item) => item.url)).toEqual(expected.map(({ path }) => `${ROOT}${path}`));
      expected.forEach((want, index) => {
        if (want.detail !== undefined) expect(items[index]?.detail).toContain(want.detail);
      });
    });
  }
  for (const testCase of cases.valid) {
    it(`passes ${testCase.name}`, () => expect(run(testCase)).toEqual([]));
  }
}

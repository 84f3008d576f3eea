import type { SiteContext } from "../../check";
import type { JsonLdItem } from "../../facts/structured-data";
import type { JsonLdFact, PageFacts } from "../../facts/types";
import { answeredPages } from "../helpers";

/** The source every structured-data check names: the JSON-LD blocks of the document as served. */
export const JSON_LD_SOURCE = 'rawHtml: <script type="application/ld+json">';

/** The answered pages that came with the document as served (`rawHtml`). */
export function documentPages(site: SiteContext): PageFacts[] {
  return answeredPages(site).filter((page) => page.document !== null);
}

/** Where a block is, in the words of an item's detail. */
export const blockPlace = (block: JsonLdFact) => `JSON-LD at line ${block.line}`;

/** An item's types for a detail: "Product", "Organization/MovingCompany", or "an item". */
export const itemName = (item: JsonLdItem) =>
  item.types.length === 0 ? "an item" : item.types.join("/");

/** Each parsed item of each JSON-LD block of a page, with its block. */
export function* jsonLdItems(page: PageFacts): Generator<{ block: JsonLdFact; item: JsonLdItem }> {
  for (const block of page.document?.jsonLd ?? []) {
    if (!block.summary.ok) continue;
    for (const item of block.summary.items) yield { block, item };
  }
}

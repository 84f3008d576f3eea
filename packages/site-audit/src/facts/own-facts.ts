import { ownCopy } from "../text/own-copy";
import type { TextTable } from "./text-table";
import type { JsonLdSummary } from "./structured-data";
import type { DocumentFacts, DocumentLinkFact, PageFacts } from "./types";

/** The `rel` of every link without one: most links, shared rather than an empty array each. */
const NO_REL: string[] = Object.freeze([]) as unknown as string[];

const ownCopies = (texts: string[], own: (text: string) => string) => {
  for (let index = 0; index < texts.length; index++) texts[index] = own(texts[index] as string);
};

/**
 * `facts` with each of its texts copied into memory of its own, in place: a heading, an href or a
 * title clipped from a page is otherwise a view into the page's html, markdown or metadata, and
 * the facts outlive the page while the rest of the crawl is read (`retained-text.test.ts`). Field
 * by field rather than by walking the object, at half the cost; a text field added to the facts
 * is added here. The texts that repeat from page to page (addresses, link and image texts,
 * headings, language, viewport, robots) are taken from `texts`, the audit's table, so that pages
 * share one copy; the ones each page has its own of (title, description, Open Graph) are copied.
 */
export function ownFacts(facts: PageFacts, texts: TextTable): PageFacts {
  const own = (text: string) => texts.own(text);
  facts.url = own(facts.url);
  facts.key = own(facts.key);
  facts.finalKey = own(facts.finalKey);
  ownCopies(facts.titles, ownCopy);
  ownCopies(facts.descriptions, ownCopy);
  ownCopies(facts.robots, own);
  facts.language = own(facts.language);
  facts.viewport = own(facts.viewport);
  facts.ogTitle = ownCopy(facts.ogTitle);
  facts.ogDescription = ownCopy(facts.ogDescription);
  facts.ogImage = ownCopy(facts.ogImage);
  for (const link of facts.links) {
    link.href = own(link.href);
    if (link.target !== null) link.target = own(link.target);
    if (link.rel.length === 0) link.rel = NO_REL;
    else ownCopies(link.rel, own);
    link.text = own(link.text);
  }
  for (const image of facts.images) {
    image.src = own(image.src);
    if (image.alt !== null) image.alt = own(image.alt);
  }
  for (const heading of facts.headings) heading.text = own(heading.text);
  if (facts.document !== null) ownDocument(facts.document, own);
  return facts;
}

const ownLinks = (links: DocumentLinkFact[], own: (text: string) => string) => {
  for (const link of links) {
    link.href = own(link.href);
    if (link.target !== null) link.target = own(link.target);
  }
};

/**
 * A JSON-LD summary's texts copied: a summariser may cut them from the block, itself cut from the
 * page. A field added to `JsonLdSummary` that holds text is added here.
 */
function ownSummary(summary: JsonLdSummary): void {
  if (!summary.ok) {
    summary.error = ownCopy(summary.error);
    return;
  }
  for (const item of summary.items) {
    if (item.context !== null) item.context = ownCopy(item.context);
    ownCopies(item.types, ownCopy);
    const properties: Record<string, string> = {};
    for (const [name, kind] of Object.entries(item.properties)) {
      properties[ownCopy(name)] = ownCopy(kind);
    }
    item.properties = properties;
  }
}

/** The document's facts (`./document-facts`) with each text in memory of its own, in place. */
function ownDocument(document: DocumentFacts, own: (text: string) => string): void {
  ownLinks(document.canonicals, own);
  ownLinks(document.hreflang, own);
  for (const link of document.hreflang) link.hreflang = own(link.hreflang);
  ownLinks(document.next, own);
  ownLinks(document.prev, own);
  for (const directive of document.directives) {
    directive.name = own(directive.name);
    ownCopies(directive.directives, own);
  }
  if (document.headEndedBy !== null) document.headEndedBy = own(document.headEndedBy);
  ownCopies(document.lostFromHead, own);
  ownCopies(document.microdataTypes, own);
  ownCopies(document.rdfaTypes, own);
  for (const resource of document.resources) {
    resource.kind = own(resource.kind);
    resource.url = own(resource.url);
  }
  for (const block of document.jsonLd) ownSummary(block.summary);
}

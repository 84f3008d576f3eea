import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { addressKey, clipAddress } from "./address";
import { HeadBuilder } from "./document/head-builder";
import {
  FOREIGN_BREAKOUT,
  FOREIGN_ROOTS,
  RAW_TEXT_ELEMENTS,
  isHtmlWhitespace,
} from "./document/head-rules";
import { robotsDirectives } from "./document/robots-directives";
import { utf8Length } from "./document/utf8-length";
import {
  FETCHED_LINKS,
  GLOBAL_ATTRIBUTES,
  LONGEST_READ_ATTRIBUTE,
  MEDIA,
  READ_ATTRIBUTES,
  SHORT_TEXT_CHARS,
  describeTag,
  isHeadOnly,
  shortText,
  tokens,
} from "./document/element-rules";
import { JsonLdBlocks, isJsonLdType } from "./document/json-ld-blocks";
import {
  ADDRESS_CHARS,
  type DocumentFacts,
  type DocumentLinkFact,
  FACTS_KEPT,
  type ResourceFact,
} from "./types";

export { JSON_LD_CHARS_READ, JSON_LD_KEPT } from "./document/json-ld-blocks";

/** Characters of a tag name read: longer names are kept cut (they end a head all the same). */
const TAG_NAME_CHARS = 40;
/** An href that names its scheme ("https:", "mailto:"): absolute as written. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** A document of `bytes` with nothing read in it yet: the reader fills it in, tests start from it. */
export function emptyDocument(bytes: number): DocumentFacts {
  return {
    bytes,
    canonicals: [],
    canonicalCount: 0,
    hreflang: [],
    hreflangCount: 0,
    next: [],
    prev: [],
    directives: [],
    directiveCount: 0,
    titlesOutsideHead: 0,
    metasOutsideHead: 0,
    headEndedBy: null,
    lostFromHead: [],
    lostFromHeadCount: 0,
    titlesLostFromHead: 0,
    metasLostFromHead: 0,
    headCount: 0,
    bodyCount: 0,
    jsonLd: [],
    jsonLdCount: 0,
    microdataCount: 0,
    microdataTypes: [],
    rdfaCount: 0,
    rdfaTypes: [],
    resources: [],
    resourceCount: 0,
  };
}

/**
 * Pushes onto a capped list what `make` makes, made only when kept: past the cap an entry is only
 * counted (by the caller), nothing of it resolved or cut.
 */
function keep<T>(list: T[], make: () => T): void {
  if (list.length < FACTS_KEPT) list.push(make());
}

/**
 * Adds each type of `value` not yet kept, up to the cap; `kept` holds them too, so that a page of
 * 100,000 typed elements asks a set, not a list of 1,000, each time.
 */
function keepTypes(list: string[], kept: Set<string>, value: string): void {
  for (const type of value.trim().split(/\s+/)) {
    if (list.length >= FACTS_KEPT) return;
    const clipped = type.slice(0, SHORT_TEXT_CHARS);
    if (clipped === "" || kept.has(clipped)) continue;
    kept.add(clipped);
    list.push(clipped);
  }
}

/**
 * Reads the document as served (the provider's `rawHtml`) in one pass of htmlparser2's tokenizer:
 * the head as an HTML parser builds it (where it ends, early or not, and what was lost after it),
 * canonicals, hreflang, next/prev, robots and googlebot directives, titles and metas outside the
 * head, JSON-LD blocks (`./document/json-ld-blocks`, each summarised by `summariseJsonLd`),
 * microdata and RDFa, and the
 * resources the page loads. As in `./html-facts`, the tokenizer alone and no tree: the insertion
 * mode is the only nesting kept (with depths for `<template>` and svg/math, whose content is not
 * the document's head or body), so that a hostile document costs one linear pass. Every list is
 * capped at `FACTS_KEPT` beside its count; texts are clipped (still views into `rawHtml`:
 * `./own-facts` copies them).
 */
export function documentFacts(rawHtml: string, pageUrl?: string): DocumentFacts {
  const facts = emptyDocument(utf8Length(rawHtml));
  let base = pageUrl;
  let baseSet = false;
  const head = new HeadBuilder();
  const microdataTypes = new Set<string>();
  const rdfaTypes = new Set<string>();
  let templateDepth = 0;
  let foreignDepth = 0;
  let rawText = "";
  let tag = "";
  const attributes = new Map<string, string>();
  let readAttributes: ReadonlySet<string> | undefined;
  let attribute = "";
  let value = "";
  let valueFull = false;
  const jsonLd = new JsonLdBlocks(rawHtml, facts);
  let inJsonLd = false;

  const linkFact = (href: string, inHead: boolean): DocumentLinkFact => {
    const written = href.trim();
    return {
      href: clipAddress(written),
      target: addressKey(written, base),
      absolute: ABSOLUTE.test(written.slice(0, 64)),
      inHead,
    };
  };
  const addResource = (kind: string, url: string | undefined) => {
    const written = url?.trim() ?? "";
    if (written === "") return;
    facts.resourceCount++;
    keep<ResourceFact>(facts.resources, () => ({ kind, url: clipAddress(written) }));
  };
  const readMeta = (inHead: boolean) => {
    if (!inHead && !attributes.has("itemprop")) facts.metasOutsideHead++;
    const name = (attributes.get("name") ?? "").trim().toLowerCase();
    if (name !== "robots" && name !== "googlebot") return;
    facts.directiveCount++;
    keep(facts.directives, () => ({
      name,
      directives: robotsDirectives(attributes.get("content") ?? ""),
      inHead,
    }));
  };
  const readLink = (inHead: boolean) => {
    const rel = tokens(attributes.get("rel") ?? "");
    const href = attributes.get("href");
    if (href === undefined || rel.length === 0) return;
    if (rel.includes("canonical")) {
      facts.canonicalCount++;
      keep(facts.canonicals, () => linkFact(href, inHead));
    }
    const hreflang = attributes.get("hreflang");
    if (rel.includes("alternate") && hreflang !== undefined) {
      facts.hreflangCount++;
      keep(facts.hreflang, () => ({
        ...linkFact(href, inHead),
        hreflang: shortText(hreflang).toLowerCase(),
      }));
    }
    if (rel.includes("next")) keep(facts.next, () => linkFact(href, inHead));
    if (rel.includes("prev") || rel.includes("previous"))
      keep(facts.prev, () => linkFact(href, inHead));
    if (rel.includes("stylesheet")) addResource("stylesheet", href);
    else if (FETCHED_LINKS.some((token) => rel.includes(token))) addResource("other", href);
  };
  const readBase = () => {
    const href = attributes.get("href");
    if (baseSet || href === undefined) return;
    baseSet = true;
    try {
      const url = new URL(href.trim(), pageUrl);
      if (url.protocol === "http:" || url.protocol === "https:") base = url.href;
    } catch {
      // A base that does not parse is ignored, as a browser ignores it.
    }
  };
  const readScript = (start: number) => {
    addResource("script", attributes.get("src"));
    if (!isJsonLdType(attributes.get("type") ?? "")) return;
    jsonLd.open(start);
    inJsonLd = true;
  };
  const closeJsonLd = () => {
    if (!inJsonLd) return;
    jsonLd.close();
    inJsonLd = false;
  };
  const readGlobals = () => {
    if (attributes.has("itemscope")) {
      facts.microdataCount++;
      keepTypes(facts.microdataTypes, microdataTypes, attributes.get("itemtype") ?? "");
    }
    const typeOf = attributes.get("typeof");
    if (typeOf !== undefined) {
      facts.rdfaCount++;
      keepTypes(facts.rdfaTypes, rdfaTypes, typeOf);
    }
  };

  let tagStart = 0;
  const element = (selfClosing: boolean) => {
    const name = tag;
    tag = "";
    // HTML ignores a slash on a template (it opens all the same), and honours it on svg and math.
    if (templateDepth > 0) {
      if (name === "template") templateDepth++;
      return;
    }
    if (foreignDepth > 0) {
      if (FOREIGN_ROOTS.has(name) && !selfClosing) foreignDepth++;
      if (!FOREIGN_BREAKOUT.has(name)) return;
      foreignDepth = 0;
    }
    const inHead = head.start(name);
    readGlobals();
    if (!inHead && head.losing && isHeadOnly(name, attributes)) {
      facts.lostFromHeadCount++;
      keep(facts.lostFromHead, () => describeTag(name, attributes));
      if (name === "title") facts.titlesLostFromHead++;
      if (name === "meta") facts.metasLostFromHead++;
    }
    if (name === "meta") readMeta(inHead);
    else if (name === "title" && !inHead) facts.titlesOutsideHead++;
    else if (name === "link") readLink(inHead);
    else if (name === "base") readBase();
    else if (name === "script") readScript(tagStart);
    else if (name === "img") addResource("image", attributes.get("src"));
    else if (name === "iframe") addResource("iframe", attributes.get("src"));
    else if (name === "form") addResource("form", attributes.get("action"));
    else if (MEDIA.has(name))
      addResource("media", attributes.get(name === "object" ? "data" : "src"));
    if (RAW_TEXT_ELEMENTS.has(name)) rawText = name;
    else if (name === "template") templateDepth = 1;
    else if (FOREIGN_ROOTS.has(name) && !selfClosing) foreignDepth = 1;
  };

  const closeElement = (name: string) => {
    if (rawText !== "") {
      // In raw text the tokenizer ends only at the element's own end tag.
      if (rawText === "script") closeJsonLd();
      rawText = "";
      return;
    }
    if (templateDepth > 0) {
      if (name === "template") templateDepth--;
      return;
    }
    if (foreignDepth > 0) {
      if (FOREIGN_ROOTS.has(name)) foreignDepth--;
      return;
    }
    head.end(name);
  };

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagStart = start - 1;
      tag = rawHtml.slice(start, Math.min(end, start + TAG_NAME_CHARS)).toLowerCase();
      readAttributes = READ_ATTRIBUTES[tag];
      attributes.clear();
    },
    onattribname(start, end) {
      attribute = "";
      if (end - start > LONGEST_READ_ATTRIBUTE) return;
      const name = rawHtml.slice(start, end).toLowerCase();
      if (attributes.has(name)) return;
      if (!(readAttributes?.has(name) || GLOBAL_ATTRIBUTES.has(name))) return;
      attribute = name;
      value = "";
      valueFull = false;
    },
    onattribdata(start, end) {
      if (attribute === "" || valueFull) return;
      // An href is read whole (it is resolved, then clipped); other values only up to a cap.
      if (attribute === "href") value += rawHtml.slice(start, end);
      else {
        value += rawHtml.slice(start, Math.min(end, start + ADDRESS_CHARS + 1 - value.length));
        valueFull = value.length > ADDRESS_CHARS;
      }
    },
    onattribentity(codePoint) {
      if (attribute !== "" && !valueFull) value += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (attribute !== "") attributes.set(attribute, value);
      attribute = "";
    },
    onopentagend: () => element(false),
    onselfclosingtag: () => element(true),
    onclosetag(start, end) {
      closeElement(rawHtml.slice(start, Math.min(end, start + TAG_NAME_CHARS)).toLowerCase());
    },
    ontext(start, end) {
      if (rawText !== "") {
        if (inJsonLd) jsonLd.text(start, end);
        return;
      }
      if (templateDepth > 0 || foreignDepth > 0 || head.inBody) return;
      let index = start;
      while (index < end && isHtmlWhitespace(rawHtml.charCodeAt(index))) index++;
      if (index < end) head.text();
    },
    ontextentity(codePoint) {
      if (rawText !== "" || templateDepth > 0 || foreignDepth > 0 || head.inBody) return;
      if (!isHtmlWhitespace(codePoint)) head.text();
    },
    oncdata: () => undefined,
    oncomment: () => undefined,
    ondeclaration: () => undefined,
    onend: () => undefined,
    onprocessinginstruction: () => undefined,
    isInForeignContext: () => foreignDepth > 0,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(rawHtml);
  tokenizer.end();
  // A script left open runs to the end of the document.
  closeJsonLd();
  facts.headEndedBy = head.endedEarlyBy(facts.lostFromHeadCount);
  facts.headCount = head.headCount;
  facts.bodyCount = head.bodyCount;
  return facts;
}

import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { addressKey, clipAddress } from "./address";
import {
  FOREIGN_BREAKOUT,
  FOREIGN_ROOTS,
  HEAD_ELEMENTS,
  HEAD_NOSCRIPT_ELEMENTS,
  HEAD_ONLY_ELEMENTS,
  RAW_TEXT_ELEMENTS,
  isHtmlWhitespace,
} from "./document/head-rules";
import { robotsDirectives } from "./document/robots-directives";
import { utf8Length } from "./document/utf8-length";
import { summariseJsonLd } from "./structured-data";
import {
  ADDRESS_CHARS,
  type DocumentFacts,
  type DocumentLinkFact,
  FACTS_KEPT,
  type ResourceFact,
} from "./types";

/**
 * Characters of one JSON-LD block handed to the summary: a real block is a few kilobytes; past
 * this the summary says it does not parse, and `chars` still gives the block's true length.
 */
export const JSON_LD_CHARS_READ = 1024 * 1024;
/** JSON-LD blocks summarised per page; the others are counted. */
export const JSON_LD_KEPT = 100;
/** Characters kept of a short value: an hreflang, a microdata or RDFa type, a lost tag's name. */
const SHORT_TEXT_CHARS = 200;
/** Characters of a tag name read: longer names are kept cut (they end a head all the same). */
const TAG_NAME_CHARS = 40;
/** The longest attribute name the reader asks for ("http-equiv"): longer ones are not cut out. */
const LONGEST_READ_ATTRIBUTE = 10;

const hrefOnly = new Set(["href"]);
const srcOnly = new Set(["src"]);
/** Attributes read, per element; every other attribute's value is skipped unread. */
const READ_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  meta: new Set(["name", "content", "property", "charset", "http-equiv"]),
  link: new Set(["rel", "href", "hreflang"]),
  script: new Set(["type", "src"]),
  base: hrefOnly,
  img: srcOnly,
  iframe: srcOnly,
  audio: srcOnly,
  video: srcOnly,
  source: srcOnly,
  track: srcOnly,
  embed: srcOnly,
  object: new Set(["data"]),
  form: new Set(["action"]),
};
/** Read on any element: microdata and RDFa. */
const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(["itemscope", "itemtype", "typeof"]);
/** Elements whose `src` (or `data`) is media. */
const MEDIA = new Set(["audio", "video", "source", "track", "embed", "object"]);
/** `<link rel>` tokens that make the browser fetch the href, beside stylesheets. */
const FETCHED_LINKS = ["icon", "preload", "modulepreload", "manifest", "apple-touch-icon"];
/** An href that names its scheme ("https:", "mailto:"): absolute as written. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** Where the tree builder is, as far as the head is concerned (HTML's insertion modes, simplified). */
type Mode = "before-head" | "in-head" | "after-head" | "in-body";

const isJsonLdType = (type: string) =>
  type.split(";", 1)[0]?.trim().toLowerCase() === "application/ld+json";
const shortText = (text: string) => text.trim().slice(0, SHORT_TEXT_CHARS);
const tokens = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function emptyDocument(bytes: number): DocumentFacts {
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

/** Pushes onto a capped list; the caller counts. */
function keep<T>(list: T[], value: T): void {
  if (list.length < FACTS_KEPT) list.push(value);
}

/** Adds each type not yet kept, up to the cap. */
function keepTypes(list: string[], value: string): void {
  for (const type of value.trim().split(/\s+/)) {
    const kept = type.slice(0, SHORT_TEXT_CHARS);
    if (kept !== "" && list.length < FACTS_KEPT && !list.includes(kept)) list.push(kept);
  }
}

/**
 * Reads the document as served (the provider's `rawHtml`) in one pass of htmlparser2's tokenizer:
 * the head as an HTML parser builds it (where it ends, early or not, and what was lost after it),
 * canonicals, hreflang, next/prev, robots and googlebot directives, titles and metas outside the
 * head, JSON-LD blocks (each summarised by `summariseJsonLd`), microdata and RDFa, and the
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
  let mode: Mode = "before-head";
  let noscriptInHead = false;
  let endedBy: string | null = null;
  // Between the element that ended the head early and the author's `</head>` or `<body>`.
  let losing = false;
  let authorEndedHead = false;
  let templateDepth = 0;
  let foreignDepth = 0;
  let rawText = "";
  let tag = "";
  const attributes = new Map<string, string>();
  let readAttributes: ReadonlySet<string> | undefined;
  let attribute = "";
  let value = "";
  let valueFull = false;
  let jsonLd: { line: number; chars: number; parts: string[]; read: number } | undefined;
  let jsonLdKept = false;
  let lineCursor = 0;
  let line = 1;

  /** The 1-based line of `index`: tags come in order, so the newlines are counted once. */
  const lineAt = (index: number) => {
    for (;;) {
      const newline = rawHtml.indexOf("\n", lineCursor);
      if (newline < 0 || newline >= index) break;
      line++;
      lineCursor = newline + 1;
    }
    lineCursor = Math.max(lineCursor, index);
    return line;
  };

  const endHeadEarly = (by: string) => {
    noscriptInHead = false;
    mode = "in-body";
    if (endedBy === null) {
      endedBy = by;
      losing = true;
    }
  };
  const startBody = () => {
    facts.bodyCount++;
    mode = "in-body";
    noscriptInHead = false;
    if (losing) {
      losing = false;
      authorEndedHead = true;
    }
  };

  /** Moves the insertion mode for a start tag; whether the element goes into the head. */
  const place = (name: string): boolean => {
    if (name === "html") return mode === "in-head";
    if (name === "head") {
      facts.headCount++;
      if (mode !== "before-head") return false;
      mode = "in-head";
      return true;
    }
    if (name === "body") {
      startBody();
      return false;
    }
    switch (mode) {
      case "before-head":
        if (!HEAD_ELEMENTS.has(name)) {
          mode = "in-body";
          return false;
        }
        mode = "in-head";
        return place(name);
      case "in-head":
        if (noscriptInHead) {
          if (HEAD_NOSCRIPT_ELEMENTS.has(name)) return true;
          endHeadEarly(name);
          return false;
        }
        if (name === "noscript") noscriptInHead = true;
        if (HEAD_ELEMENTS.has(name)) return true;
        endHeadEarly(name);
        return false;
      case "after-head":
        // HTML puts a head element met between `</head>` and the body back into the head.
        if (HEAD_ELEMENTS.has(name) && name !== "noscript") return true;
        mode = "in-body";
        return false;
      case "in-body":
        return false;
    }
  };

  /** Text outside raw-text elements: anything but white space there ends a head. */
  const textBefore = (hasText: boolean) => {
    if (!hasText || mode === "in-body") return;
    if (mode === "in-head") endHeadEarly("#text");
    else mode = "in-body";
  };

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
    keep<ResourceFact>(facts.resources, { kind, url: clipAddress(written) });
  };
  /** How a lost tag is named in a finding: `meta name="description"`, `link rel="canonical"`. */
  const describe = (name: string) => {
    const named = (key: string) => {
      const text = attributes.get(key);
      return text === undefined ? "" : ` ${key}="${shortText(text).toLowerCase()}"`;
    };
    if (name === "meta") {
      return `meta${named("name") || named("property") || named("http-equiv") || (attributes.has("charset") ? " charset" : "")}`;
    }
    return name === "link" ? `link${named("rel")}` : name;
  };

  const readMeta = (inHead: boolean) => {
    if (!inHead) facts.metasOutsideHead++;
    const name = (attributes.get("name") ?? "").trim().toLowerCase();
    if (name !== "robots" && name !== "googlebot") return;
    facts.directiveCount++;
    keep(facts.directives, {
      name,
      directives: robotsDirectives(attributes.get("content") ?? ""),
      inHead,
    });
  };
  const readLink = (inHead: boolean) => {
    const rel = tokens(attributes.get("rel") ?? "");
    const href = attributes.get("href");
    if (href === undefined || rel.length === 0) return;
    if (rel.includes("canonical")) {
      facts.canonicalCount++;
      keep(facts.canonicals, linkFact(href, inHead));
    }
    const hreflang = attributes.get("hreflang");
    if (rel.includes("alternate") && hreflang !== undefined) {
      facts.hreflangCount++;
      keep(facts.hreflang, {
        ...linkFact(href, inHead),
        hreflang: shortText(hreflang).toLowerCase(),
      });
    }
    if (rel.includes("next")) keep(facts.next, linkFact(href, inHead));
    if (rel.includes("prev") || rel.includes("previous")) keep(facts.prev, linkFact(href, inHead));
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
    jsonLdKept = facts.jsonLdCount < JSON_LD_KEPT;
    jsonLd = { line: lineAt(start), chars: 0, parts: [], read: 0 };
  };
  const closeJsonLd = () => {
    if (!jsonLd) return;
    facts.jsonLdCount++;
    if (jsonLdKept) {
      const text = jsonLd.parts.join("");
      facts.jsonLd.push({ line: jsonLd.line, chars: jsonLd.chars, summary: summariseJsonLd(text) });
    }
    jsonLd = undefined;
  };
  const readGlobals = () => {
    if (attributes.has("itemscope")) {
      facts.microdataCount++;
      keepTypes(facts.microdataTypes, attributes.get("itemtype") ?? "");
    }
    const typeOf = attributes.get("typeof");
    if (typeOf !== undefined) {
      facts.rdfaCount++;
      keepTypes(facts.rdfaTypes, typeOf);
    }
  };

  let tagStart = 0;
  const element = (selfClosing: boolean) => {
    const name = tag;
    tag = "";
    if (templateDepth > 0) {
      if (name === "template") templateDepth++;
      return;
    }
    if (foreignDepth > 0) {
      if (FOREIGN_ROOTS.has(name) && !selfClosing) foreignDepth++;
      if (!FOREIGN_BREAKOUT.has(name)) return;
      foreignDepth = 0;
    }
    const inHead = place(name);
    readGlobals();
    if (!inHead && losing && HEAD_ONLY_ELEMENTS.has(name)) {
      facts.lostFromHeadCount++;
      keep(facts.lostFromHead, describe(name));
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
    else if (name === "template" && !selfClosing) templateDepth = 1;
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
    if (name === "noscript") noscriptInHead = false;
    else if (name === "head" || name === "body" || name === "html" || name === "br") {
      if (mode === "in-head") mode = "after-head";
      else if (name === "head" && losing) {
        losing = false;
        authorEndedHead = true;
      }
    }
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
        if (jsonLd) {
          jsonLd.chars += end - start;
          if (jsonLdKept && jsonLd.read < JSON_LD_CHARS_READ) {
            const piece = rawHtml.slice(
              start,
              Math.min(end, start + JSON_LD_CHARS_READ - jsonLd.read),
            );
            jsonLd.parts.push(piece);
            jsonLd.read += piece.length;
          }
        }
        return;
      }
      if (templateDepth > 0 || foreignDepth > 0 || mode === "in-body") return;
      let index = start;
      while (index < end && isHtmlWhitespace(rawHtml.charCodeAt(index))) index++;
      textBefore(index < end);
    },
    ontextentity(codePoint) {
      if (rawText !== "" || templateDepth > 0 || foreignDepth > 0) return;
      textBefore(!isHtmlWhitespace(codePoint));
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
  // The head ended early when something the author put in it came after (the `</head>`, a
  // `<body>`, a head element): otherwise the body simply began without tags, which HTML allows.
  facts.headEndedBy =
    endedBy !== null && (facts.lostFromHeadCount > 0 || authorEndedHead) ? endedBy : null;
  return facts;
}

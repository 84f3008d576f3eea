import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { addressKey, clipAddress } from "./address";
import { ContentScanner } from "./content";
import type { ProseMode } from "./prose";
import {
  ADDRESS_CHARS,
  type ContentFacts,
  ELEMENT_TEXT_CHARS,
  FACTS_KEPT,
  type HeadingFact,
  type ImageFact,
  type LinkFact,
} from "./types";

/** The elements of a page's chrome: their text is not content, their links are still links. */
const CHROME = new Set(["nav", "header", "footer", "aside"]);
/** Elements whose text no reader sees as the page's text. */
const HIDDEN_TEXT = new Set(["script", "style", "noscript", "template", "title", "svg"]);
/** Elements whose text is code, not prose: readability and spelling skip it. */
const CODE = new Set(["code", "pre", "kbd", "samp", "var"]);
/** Elements that end a sentence where they open or close (a heading has no full stop). */
const BLOCKS = new Set(
  "p div li ul ol dl dt dd h1 h2 h3 h4 h5 h6 td th tr table br hr blockquote section article main figcaption pre form option button label".split(
    " ",
  ),
);
/** The level of `h1` to `h6`, 0 for any other tag name. */
function headingLevel(name: string): number {
  if (name.length !== 2 || name.charCodeAt(0) !== 104) return 0;
  const level = name.charCodeAt(1) - 48;
  return level >= 1 && level <= 6 ? level : 0;
}
/** Longer tag names are none the facts read: they are not even cut out of the html. */
const LONGEST_READ_TAG = 8;
const tagName = (html: string, start: number, end: number) =>
  end - start > LONGEST_READ_TAG ? "" : html.slice(start, end).toLowerCase();
/** Attributes read, per element; every other attribute's value is skipped unread. */
const READ_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(["href", "rel"]),
  img: new Set(["src", "alt", "width", "height"]),
};

/** What one pass over a page's html finds. */
export interface HtmlFacts {
  links: LinkFact[];
  linkCount: number;
  images: ImageFact[];
  imageCount: number;
  headings: HeadingFact[];
  headingCount: number;
  h1Count: number;
  /** The text outside nav, header, footer and aside (and outside scripts and styles), read. */
  content: ContentFacts;
}

/** Collects text up to a cap, collapsing runs of white space. */
class ClippedText {
  private text = "";
  private full = false;
  append(piece: string): void {
    if (this.full) return;
    this.text += piece.slice(0, ELEMENT_TEXT_CHARS + 1 - this.text.length);
    if (this.text.length > ELEMENT_TEXT_CHARS) this.full = true;
  }
  value(): string {
    const collapsed = this.text.replace(/\s+/g, " ").trim();
    return this.full ? `${collapsed.slice(0, ELEMENT_TEXT_CHARS - 1)}…` : collapsed;
  }
}

type Attributes = Map<string, string>;

/** Replaced by the scanner's result at the end of the pass. */
const EMPTY_CONTENT: ContentFacts = {
  words: 0,
  digest: "",
  fingerprint: new Uint32Array(0),
  lorem: false,
  prose: null,
};

/**
 * Reads a page's html in one pass of htmlparser2's tokenizer (the audit runs in a Web Worker,
 * which has no DOMParser): anchors, images, headings in order and the content area's text.
 * Markup inside comments, scripts and attribute values is not mistaken for an element, entities
 * are decoded and an element's first attribute of a name wins, as in a browser. The tokenizer
 * alone, not htmlparser2's Parser, which shifts its stack of open elements for every tag and was
 * quadratic on a page of unclosed elements: nesting is tracked only as far as the facts need it
 * (a count of open chrome elements; one open anchor and one open heading at a time, as HTML's own
 * rules close an anchor or a heading when the next one opens).
 */
export function htmlFacts(
  html: string,
  base?: string,
  proseMode: ProseMode | null = null,
): HtmlFacts {
  const facts: HtmlFacts = {
    links: [],
    linkCount: 0,
    images: [],
    imageCount: 0,
    headings: [],
    headingCount: 0,
    h1Count: 0,
    content: EMPTY_CONTENT,
  };
  const content = new ContentScanner(proseMode);
  const prose = content.prose;
  let chromeDepth = 0;
  let codeDepth = 0;
  let hiddenTag = "";
  let tag = "";
  let attributes: Attributes = new Map();
  let readAttributes: ReadonlySet<string> | undefined;
  let attribute = "";
  let value = "";
  let valueFull = false;
  let anchor: { link: LinkFact; text: ClippedText } | undefined;
  let heading: { level: number; text: ClippedText } | undefined;

  const closeAnchor = () => {
    if (!anchor) return;
    anchor.link.text = anchor.text.value();
    anchor = undefined;
  };
  const closeHeading = () => {
    if (!heading) return;
    facts.headingCount++;
    if (heading.level === 1) facts.h1Count++;
    if (facts.headings.length < FACTS_KEPT) {
      facts.headings.push({ level: heading.level, text: heading.text.value() });
    }
    heading = undefined;
  };
  const addText = (start: number, end: number) => {
    if (hiddenTag !== "") return;
    if (anchor || heading) {
      const text = html.slice(start, Math.min(end, start + ELEMENT_TEXT_CHARS + 1));
      anchor?.text.append(text);
      heading?.text.append(text);
    }
    if (chromeDepth === 0) content.feed(html, start, end);
  };
  const addEntity = (codePoint: number) => {
    if (hiddenTag !== "") return;
    const text = String.fromCodePoint(codePoint);
    anchor?.text.append(text);
    heading?.text.append(text);
    if (chromeDepth === 0) content.feed(text);
  };

  const openAnchor = () => {
    closeAnchor();
    facts.linkCount++;
    // Past the cap an anchor is only counted: nothing of it is kept, so nothing is resolved.
    if (facts.links.length >= FACTS_KEPT) return;
    const href = attributes.get("href");
    // The href is read whole and resolved here, then only its clipped forms are kept.
    const link: LinkFact = {
      href: clipAddress(href?.trim() ?? ""),
      hasHref: href !== undefined,
      target: href === undefined ? null : addressKey(href.trim(), base),
      rel: (attributes.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean),
      text: "",
      inChrome: chromeDepth > 0,
    };
    facts.links.push(link);
    anchor = { link, text: new ClippedText() };
  };
  const addImage = () => {
    facts.imageCount++;
    const alt = attributes.get("alt");
    // An image's alt text names a link or a heading; it is not words of the page's text.
    if (alt !== undefined && hiddenTag === "") {
      anchor?.text.append(` ${alt} `);
      heading?.text.append(` ${alt} `);
    }
    if (facts.images.length >= FACTS_KEPT) return;
    facts.images.push({
      src: (attributes.get("src") ?? "").trim().slice(0, ADDRESS_CHARS),
      alt: alt === undefined ? null : alt.trim().slice(0, ELEMENT_TEXT_CHARS),
      altLength: alt?.trim().length ?? 0,
      hasWidth: (attributes.get("width") ?? "").trim() !== "",
      hasHeight: (attributes.get("height") ?? "").trim() !== "",
    });
  };
  const endOfOpenTag = () => {
    if (tag === "a") openAnchor();
    else if (tag === "img") addImage();
    tag = "";
  };

  /** Readability's sentences end at blocks; its words skip code. */
  const proseTag = (name: string, step: 1 | -1) => {
    if (!prose) return;
    if (BLOCKS.has(name)) prose.endBlock();
    if (CODE.has(name)) {
      codeDepth = Math.max(0, codeDepth + step);
      prose.code = codeDepth > 0;
    }
  };

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = tagName(html, start, end);
      readAttributes = READ_ATTRIBUTES[tag];
      if (readAttributes) attributes = new Map();
      // Tags separate words: "<p>one</p><p>two</p>" is two words.
      content.separate();
      if (prose) proseTag(tag, 1);
      if (CHROME.has(tag)) chromeDepth++;
      // The outermost hidden element hides until it closes (an svg with a <title> inside it).
      else if (HIDDEN_TEXT.has(tag) && hiddenTag === "") hiddenTag = tag;
      else if (headingLevel(tag) > 0) {
        closeHeading();
        heading = { level: headingLevel(tag), text: new ClippedText() };
      }
    },
    onattribname(start, end) {
      attribute = "";
      if (!readAttributes) return;
      const name = html.slice(start, end).toLowerCase();
      if (readAttributes.has(name) && !attributes.has(name)) attribute = name;
      value = "";
      valueFull = false;
    },
    onattribdata(start, end) {
      if (attribute === "" || valueFull) return;
      // An href is read whole (it is resolved, then clipped); other values only up to a cap.
      if (attribute === "href") value += html.slice(start, end);
      else {
        value += html.slice(start, Math.min(end, start + ADDRESS_CHARS + 1 - value.length));
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
    onopentagend: endOfOpenTag,
    onselfclosingtag: endOfOpenTag,
    onclosetag(start, end) {
      const name = tagName(html, start, end);
      content.separate();
      if (prose) proseTag(name, -1);
      if (name === hiddenTag) hiddenTag = "";
      else if (CHROME.has(name)) chromeDepth = Math.max(0, chromeDepth - 1);
      else if (name === "a") closeAnchor();
      else if (headingLevel(name) > 0) closeHeading();
    },
    ontext: addText,
    ontextentity: addEntity,
    oncdata: () => undefined,
    oncomment: () => undefined,
    ondeclaration: () => undefined,
    onend: () => undefined,
    onprocessinginstruction: () => undefined,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  closeAnchor();
  closeHeading();
  facts.content = content.finish();
  return facts;
}

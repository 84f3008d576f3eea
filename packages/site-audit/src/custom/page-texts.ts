import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { PAGE_CHARS_READ } from "./limits";

/** The chrome the content area leaves out, as `facts/html-facts.ts` reads it. */
const CHROME = new Set(["nav", "header", "footer", "aside"]);
/** Elements whose text no reader sees. */
const HIDDEN_TEXT = new Set(["script", "style", "noscript", "template", "title", "svg"]);
/** Inline elements: their tags do not separate words ("<b>08</b>00" reads "0800"). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "font",
]);
const LONGEST_READ_TAG = 8;

/** A page's texts as the searches read them, and whether the size cap cut them. */
export interface PageTexts {
  /** The visible text: no markup, script or style; white space collapsed. */
  text: string;
  /** The visible text outside nav, header, footer and aside. */
  content: string;
  /** The html was longer than the part read (`PAGE_CHARS_READ`). */
  cut: boolean;
}

/** Text gathered piece by piece up to the cap, a space for each run of separators. */
class TextBuilder {
  private readonly pieces: string[] = [];
  private length = 0;
  separate(): void {
    if (this.length > 0 && this.pieces[this.pieces.length - 1] !== " ") this.add(" ");
  }
  add(piece: string): void {
    if (this.length >= PAGE_CHARS_READ) return;
    this.pieces.push(piece);
    this.length += piece.length;
  }
  value(): string {
    // Linear: one character class, one pass.
    return this.pieces.join("").replace(/\s+/g, " ").trim().slice(0, PAGE_CHARS_READ);
  }
}

/**
 * The visible text and the content area's text of a page's html, in one pass of htmlparser2's
 * tokenizer (linear, no tree: nesting is a counter), over at most `PAGE_CHARS_READ` characters.
 */
export function pageTexts(html: string): PageTexts {
  const source = html.length > PAGE_CHARS_READ ? html.slice(0, PAGE_CHARS_READ) : html;
  const text = new TextBuilder();
  const content = new TextBuilder();
  let chromeDepth = 0;
  let hiddenTag = "";
  const tagName = (start: number, end: number) =>
    end - start > LONGEST_READ_TAG ? "" : source.slice(start, end).toLowerCase();
  const separate = (name: string) => {
    if (INLINE.has(name)) return;
    text.separate();
    content.separate();
  };
  const add = (piece: string) => {
    if (hiddenTag !== "") return;
    text.add(piece);
    if (chromeDepth === 0) content.add(piece);
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      const name = tagName(start, end);
      separate(name);
      if (CHROME.has(name)) chromeDepth++;
      else if (HIDDEN_TEXT.has(name) && hiddenTag === "") hiddenTag = name;
    },
    onclosetag(start, end) {
      const name = tagName(start, end);
      separate(name);
      if (name === hiddenTag) hiddenTag = "";
      else if (CHROME.has(name)) chromeDepth = Math.max(0, chromeDepth - 1);
    },
    ontext: (start, end) => add(source.slice(start, end)),
    ontextentity: (codePoint) => add(String.fromCodePoint(codePoint)),
    onattribname: () => undefined,
    onattribdata: () => undefined,
    onattribentity: () => undefined,
    onattribend: () => undefined,
    onopentagend: () => undefined,
    onselfclosingtag: () => undefined,
    oncdata: () => undefined,
    oncomment: () => undefined,
    ondeclaration: () => undefined,
    onend: () => undefined,
    onprocessinginstruction: () => undefined,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(source);
  tokenizer.end();
  return { text: text.value(), content: content.value(), cut: source.length < html.length };
}

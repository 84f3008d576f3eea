import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/** What the findings read from a page's html: where its anchors point and whether it has an <h1>. */
export interface HtmlOutline {
  hrefs: string[];
  hasH1: boolean;
}

const ignore = () => undefined;

/**
 * The anchors' targets and whether an <h1> exists, read by htmlparser2's tokenizer (the findings
 * run in a Web Worker, which has no DOMParser): markup inside comments, scripts and attribute
 * values is not mistaken for an element, and entities in an href are decoded, the first `href` of
 * an anchor winning as in a browser. The tokenizer alone, not htmlparser2's Parser: the Parser
 * keeps the open elements in an array it shifts at the front for every tag, so a page of a million
 * unclosed elements made it quadratic, and nothing here needs to know how elements nest.
 */
export function outlineOf(html: string): HtmlOutline {
  const outline: HtmlOutline = { hrefs: [], hasH1: false };
  let tag = "";
  let attribute = "";
  let value = "";
  let href: string | undefined;
  // `<a href=…>` and `<a href=… />` both open an anchor.
  const endOfOpenTag = () => {
    if (tag === "a" && href !== undefined) outline.hrefs.push(href);
    tag = "";
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = html.slice(start, end).toLowerCase();
      href = undefined;
      if (tag === "h1") outline.hasH1 = true;
    },
    onattribname(start, end) {
      attribute = tag === "a" ? html.slice(start, end).toLowerCase() : "";
      value = "";
    },
    onattribdata(start, end) {
      if (attribute === "href") value += html.slice(start, end);
    },
    onattribentity(codePoint) {
      if (attribute === "href") value += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (attribute === "href" && href === undefined) href = value;
      attribute = "";
    },
    onopentagend: endOfOpenTag,
    onselfclosingtag: endOfOpenTag,
    oncdata: ignore,
    onclosetag: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onprocessinginstruction: ignore,
    ontext: ignore,
    ontextentity: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return outline;
}

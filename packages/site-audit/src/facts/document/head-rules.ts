/**
 * What HTML's tree construction allows in `<head>` ("in head" insertion mode): any other start tag,
 * or text that is not white space, closes the head there, and everything after it is read as body.
 * `basefont`, `bgsound` and `noframes` are allowed too, obsolete as they are.
 */
export const HEAD_ELEMENTS: ReadonlySet<string> = new Set([
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noframes",
  "noscript",
  "script",
  "style",
  "template",
  "title",
]);

/**
 * Allowed inside a `<noscript>` of the head when scripts do not run (a crawler's first parse):
 * anything else there closes the noscript and the head with it.
 */
export const HEAD_NOSCRIPT_ELEMENTS: ReadonlySet<string> = new Set([
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noframes",
  "style",
]);

/** The head elements that mean nothing in body: when the head ended early, these were lost. */
export const HEAD_ONLY_ELEMENTS: ReadonlySet<string> = new Set(["base", "link", "meta", "title"]);

/**
 * Elements whose content the tokenizer reads as text up to their end tag (raw text and RCDATA):
 * no tag inside them is an element.
 */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
]);

/** SVG and MathML: their `<title>` is a caption, not the document's. */
export const FOREIGN_ROOTS: ReadonlySet<string> = new Set(["svg", "math"]);

/** HTML start tags that end foreign content, as HTML's parser pops back out of an unclosed svg. */
export const FOREIGN_BREAKOUT: ReadonlySet<string> = new Set([
  "b",
  "big",
  "blockquote",
  "body",
  "br",
  "center",
  "code",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "embed",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "hr",
  "i",
  "img",
  "li",
  "listing",
  "menu",
  "meta",
  "nobr",
  "ol",
  "p",
  "pre",
  "ruby",
  "s",
  "small",
  "span",
  "strong",
  "strike",
  "sub",
  "sup",
  "table",
  "tt",
  "u",
  "ul",
  "var",
]);

/** White space as HTML's parser sees it in the head: anything else there is text that ends it. */
export function isHtmlWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

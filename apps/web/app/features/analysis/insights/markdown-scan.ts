/**
 * What the findings read from a page's markdown, in single passes that never step back: a crawled
 * page is hostile text, and the regular expressions these replace rescanned the rest of the page
 * from every `](` they tried (a page of `](` without a `)` took 23 s for 293 KiB). Each scan here
 * moves its position forward only, so 1 MiB takes milliseconds.
 */

function isSpace(char: string | undefined): boolean {
  return (
    char === " " ||
    char === "\t" ||
    char === "\n" ||
    char === "\r" ||
    char === "\f" ||
    char === "\v"
  );
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (isSpace(text[at])) at++;
  return at;
}

/** Where a link destination ends: at a space, `)` or `>` (or the end of the text). */
function destinationEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const char = text[at];
    if (char === ")" || char === ">" || isSpace(char)) break;
    at++;
  }
  return at;
}

/**
 * After a destination: an optional `"title"` after white space, then white space and the `)` that
 * closes the link. Returns the index after that `)`, or -1 when the link does not close there.
 */
function linkClose(text: string, from: number): number {
  let at = skipSpaces(text, from);
  if (at > from && text[at] === '"') {
    const titleEnd = text.indexOf('"', at + 1);
    if (titleEnd === -1) return -1;
    at = skipSpaces(text, titleEnd + 1);
  }
  return text[at] === ")" ? at + 1 : -1;
}

/**
 * The destinations of the inline links `[text](destination "title")` of a markdown text, in order
 * (`<destination>` too). A failed attempt resumes at the end of its destination: every `](`
 * inside it would run to the same end and fail the same way, except one that ends right there
 * (its destination comes after the white space that ended this one).
 */
export function markdownLinkTargets(markdown: string): string[] {
  const targets: string[] = [];
  let from = 0;
  for (;;) {
    const open = markdown.indexOf("](", from);
    if (open === -1) return targets;
    let start = skipSpaces(markdown, open + 2);
    const end = destinationEnd(markdown, start);
    // `<destination>`; a lone `<` is the destination itself.
    if (markdown[start] === "<" && end > start + 1) start++;
    const close = end > start ? linkClose(markdown, markdown[end] === ">" ? end + 1 : end) : -1;
    if (close === -1) {
      from = Math.max(end - 2, open + 1);
      continue;
    }
    targets.push(markdown.slice(start, end));
    from = close;
  }
}

/**
 * The markdown with every link's `(destination)` removed, up to its first `)`: addresses are not
 * words a reader gets. Once a `](` has no `)` after it, no later one has either, so the scan stops.
 */
export function withoutLinkTargets(markdown: string): string {
  let text = "";
  let from = 0;
  for (;;) {
    const open = markdown.indexOf("](", from);
    const close = open === -1 ? -1 : markdown.indexOf(")", open + 2);
    if (close === -1) return text + markdown.slice(from);
    text += `${markdown.slice(from, open)}]`;
    from = close + 1;
  }
}

const isSetextUnderline = (line: string): boolean => /^=+[ \t]*$/.test(line);
/** `#` then a space, a tab or the end of the line (an empty heading is still a heading). */
const isAtxH1 = (line: string): boolean => /^#(?:[ \t]|$)/.test(line);

/**
 * Whether the markdown has a level-1 heading: an ATX line (`# Title`) or a setext one (a line of
 * text underlined with `=`). Line by line; each line is read a bounded number of times.
 */
export function hasMarkdownH1(markdown: string): boolean {
  let previous = "";
  let from = 0;
  while (from <= markdown.length) {
    const newline = markdown.indexOf("\n", from);
    const end = newline === -1 ? markdown.length : newline;
    const line = markdown.slice(from, markdown[end - 1] === "\r" ? end - 1 : end);
    if (isAtxH1(line)) return true;
    if (previous !== "" && isSetextUnderline(line)) return true;
    previous = line;
    if (newline === -1) return false;
    from = newline + 1;
  }
  return false;
}

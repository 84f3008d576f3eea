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

/** A heading of a markdown text: its level and its text, cut to `maxChars`. */
export interface MarkdownHeading {
  level: number;
  text: string;
}

const isBlank = (char: string | undefined) => char === " " || char === "\t";

/** Most `#` an ATX heading opens with: `#######` is text. */
const ATX_MAX_LEVEL = 6;

/**
 * The ATX heading a line is, or null: `#` to `######`, then a space, a tab or the end of the line
 * (an empty heading is a heading), and an optional closing run of `#` after a space or a tab.
 * Loops that each move one way, where a pattern with overlapping quantifiers
 * (`[ \t]+(.*?)[ \t#]*$`) backtracked over a line of `#`, spaces and a `\r` or U+2028, which
 * `.` does not match: 40 such lines took 5 s. A `\r` or U+2028 inside a line is text here.
 */
function atxHeading(line: string): MarkdownHeading | null {
  let level = 0;
  while (level < line.length && line[level] === "#") level++;
  if (level === 0 || level > ATX_MAX_LEVEL) return null;
  if (level < line.length && !isBlank(line[level])) return null;
  let end = line.length;
  while (end > level && isBlank(line[end - 1])) end--;
  let closing = end;
  while (closing > level && line[closing - 1] === "#") closing--;
  if (closing === level || isBlank(line[closing - 1])) end = closing;
  return { level, text: line.slice(level, end).trim() };
}

/** 1 for a line of `=`, 2 for a line of `-` (spaces or tabs may follow), else 0. */
function setextLevel(line: string): number {
  const marker = line[0];
  if (marker !== "=" && marker !== "-") return 0;
  let at = 1;
  while (line[at] === marker) at++;
  while (isBlank(line[at])) at++;
  if (at !== line.length) return 0;
  return marker === "=" ? 1 : 2;
}

/**
 * The headings of a markdown text in order: ATX lines (`# Title`) and setext ones (a line of text
 * underlined with `=` or `-`). Line by line, each line read a bounded number of times and only up
 * to `maxLineChars`, so a line of a megabyte costs what a short one does.
 */
export function markdownHeadings(
  markdown: string,
  onHeading: (heading: MarkdownHeading) => void,
  maxLineChars = 600,
): void {
  let previous = "";
  let from = 0;
  while (from <= markdown.length) {
    const newline = markdown.indexOf("\n", from);
    const end = newline === -1 ? markdown.length : newline;
    let line = markdown.slice(from, Math.min(end, from + maxLineChars));
    if (line.endsWith("\r")) line = line.slice(0, -1);
    const atx = atxHeading(line);
    const setext = atx === null && previous.trim() !== "" ? setextLevel(line) : 0;
    if (atx) {
      onHeading(atx);
      previous = "";
    } else if (setext !== 0) {
      onHeading({ level: setext, text: previous.trim() });
      previous = "";
    } else previous = line;
    if (newline === -1) return;
    from = newline + 1;
  }
}

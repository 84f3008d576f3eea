/**
 * Crawled text shaped against the audit's scans: the first shapes each made a pattern of the old
 * page facts rescan the rest of the page from every position it tried; the others make lists,
 * attribute values and URLs as large as a page can. Shared by the unit tests and
 * `pnpm bench:findings`; `bytes` is the approximate length of the text made.
 */
export const HOSTILE_TEXT_SHAPES = {
  /** `](` over and over and never a `)`: the link and link-target patterns ran to the end each time. */
  unclosedLinkTargets: (bytes: number) => "](".repeat(Math.ceil(bytes / 2)),
  /** Links that open a quoted title and never close the link. */
  unclosedLinkTitles: (bytes: number) => '[a](/a "title '.repeat(Math.ceil(bytes / 14)),
  /**
   * ATX heading lines of `#`, hundreds of spaces, then a `\r`, U+2028 or U+2029 and more text: the
   * heading pattern's `.` stopped at each, and it backtracked over the spaces (40 lines took 5 s).
   */
  headingSpacesThenBreak: (bytes: number) =>
    ["\r", "\u2028", "\u2029"]
      .map((lineBreak) => `#${" ".repeat(580)}${lineBreak}x\n`)
      .join("")
      .repeat(Math.ceil(bytes / 1752)),
  /** Setext underlines that do not end their line. */
  brokenHeadingLines: (bytes: number) =>
    `heading\n${"=".repeat(60)}x\n`.repeat(Math.ceil(bytes / 70)),
  /** One link whose path is a run of slashes before its last segment. */
  slashLink: (bytes: number) => `<a href="/a${"/".repeat(bytes)}x">x</a>`,
  /** Elements opened and never closed, then closing tags that match none of them. */
  unclosedElements: (bytes: number) => {
    const count = Math.ceil(bytes / 9);
    return `<h1>Title</h1>${"<div>".repeat(count)}<a href="/inside">x</a>${"</p>".repeat(count)}`;
  },
  /** Anchors, about 100,000 of them in 1 MiB, each saying “click here” and linking to “#”. */
  manyAnchors: (bytes: number) => '<a href="#">here</a>'.repeat(Math.ceil(bytes / 20)),
  /** Images without alt, width or height, about 100,000 in 1 MiB. */
  manyImages: (bytes: number) => '<img src="http://x/a">'.repeat(Math.ceil(bytes / 22)),
  /** Headings and chrome nested a hundred thousand deep, skipping levels, never closed. */
  deepNesting: (bytes: number) => "<nav><h2><h4><aside>".repeat(Math.ceil(bytes / 20)),
  /** One attribute value of the whole size, on an image and on an anchor. */
  hugeAttribute: (bytes: number) => {
    const value = "v".repeat(bytes);
    return `<img alt="${value}" src="${value}"><a rel="${value}" href="/${value}">x</a>`;
  },
  /** Text of `%` escapes that decode to nothing valid, and of valid multi-byte ones. */
  percentRuns: (bytes: number) => "%C3%A9%FF%".repeat(Math.ceil(bytes / 10)),
} as const;

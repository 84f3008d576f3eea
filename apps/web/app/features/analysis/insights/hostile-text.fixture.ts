/**
 * Crawled text shaped against the findings' scans: each made a pattern of the old page facts
 * rescan the rest of the page from every position it tried. Shared by the unit tests and
 * `pnpm bench:findings`; `bytes` is the approximate length of the text made.
 */
export const HOSTILE_TEXT_SHAPES = {
  /** `](` over and over and never a `)`: the link and link-target patterns ran to the end each time. */
  unclosedLinkTargets: (bytes: number) => "](".repeat(Math.ceil(bytes / 2)),
  /** Links that open a quoted title and never close the link. */
  unclosedLinkTitles: (bytes: number) => '[a](/a "title '.repeat(Math.ceil(bytes / 14)),
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
} as const;

import { markdownLinkTargets, withoutLinkTargets } from "../../insights/markdown-scan";
import { ELEMENT_TEXT_CHARS, FACTS_KEPT, type HeadingFact } from "./types";
import type { HtmlFacts } from "./html-facts";
import { addressKey, clipAddress } from "./address";
import { contentFacts } from "./content";

/** `#` to `######`, then a space, a tab or the end of the line (an empty heading is a heading). */
const ATX_HEADING = /^(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/;

/** The ATX headings of a markdown text, line by line; each line is read a bounded number of times. */
function markdownHeadings(
  markdown: string,
): Pick<HtmlFacts, "headings" | "headingCount" | "h1Count"> {
  const headings: HeadingFact[] = [];
  let headingCount = 0;
  let h1Count = 0;
  let from = 0;
  while (from <= markdown.length) {
    const newline = markdown.indexOf("\n", from);
    const end = newline === -1 ? markdown.length : newline;
    // Only the start of a line can make it a heading, and a heading line is read only up to a cap.
    if (markdown[from] === "#") {
      const line = markdown.slice(from, Math.min(end, from + ELEMENT_TEXT_CHARS * 2));
      const match = ATX_HEADING.exec(line.replace(/\r$/, ""));
      if (match) {
        const level = (match[1] as string).length;
        headingCount++;
        if (level === 1) h1Count++;
        if (headings.length < FACTS_KEPT) {
          headings.push({ level, text: (match[2] ?? "").trim().slice(0, ELEMENT_TEXT_CHARS) });
        }
      }
    }
    if (newline === -1) break;
    from = newline + 1;
  }
  return { headings, headingCount, h1Count };
}

/**
 * The facts of a page that came without html, from its markdown: the link targets (no anchor text,
 * no rel: markdown keeps neither), the ATX headings and the text. Markdown keeps no `<img>`
 * attributes and no page chrome, so it gives no images and its whole text is the content.
 */
export function markdownFacts(markdown: string, base?: string): HtmlFacts {
  const targets = markdownLinkTargets(markdown);
  return {
    links: targets.slice(0, FACTS_KEPT).map((href) => ({
      href: clipAddress(href),
      hasHref: true,
      target: addressKey(href, base),
      rel: [],
      text: "",
      inChrome: false,
    })),
    linkCount: targets.length,
    images: [],
    imageCount: 0,
    ...markdownHeadings(markdown),
    content: contentFacts(withoutLinkTargets(markdown)),
  };
}

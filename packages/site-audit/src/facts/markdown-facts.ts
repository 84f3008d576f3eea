import { markdownHeadings, markdownLinkTargets, withoutLinkTargets } from "./markdown-scan";
import { ELEMENT_TEXT_CHARS, FACTS_KEPT } from "./types";
import type { HtmlFacts } from "./html-facts";
import { addressKey, clipAddress } from "./address";
import { contentFacts } from "./content";
import type { ProseMode } from "./prose";

/** The headings of a markdown text, counted, the first `FACTS_KEPT` kept with clipped text. */
function headingsOf(markdown: string): Pick<HtmlFacts, "headings" | "headingCount" | "h1Count"> {
  const facts: Pick<HtmlFacts, "headings" | "headingCount" | "h1Count"> = {
    headings: [],
    headingCount: 0,
    h1Count: 0,
  };
  markdownHeadings(markdown, ({ level, text }) => {
    facts.headingCount++;
    if (level === 1) facts.h1Count++;
    if (facts.headings.length < FACTS_KEPT) {
      facts.headings.push({ level, text: text.slice(0, ELEMENT_TEXT_CHARS) });
    }
  });
  return facts;
}

/**
 * The facts of a page that came without html, from its markdown: the link targets (no anchor text,
 * no rel: markdown keeps neither), the ATX and setext headings and the text. Markdown keeps no `<img>`
 * attributes and no page chrome, so it gives no images and its whole text is the content.
 */
export function markdownFacts(
  markdown: string,
  base?: string,
  proseMode: ProseMode | null = null,
): HtmlFacts {
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
    ...headingsOf(markdown),
    content: contentFacts(withoutLinkTargets(markdown), proseMode),
  };
}

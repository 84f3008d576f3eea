import { renderBlocks, type PageBlock, type PageLink, type RenderedPart } from "./page-blocks.js";

/** The template around a page's main content, which `onlyMainContent` (the default) strips. */
export interface PageShell {
  before: RenderedPart;
  after: RenderedPart;
}

export interface ShellOptions {
  siteName: string;
  /** The site's menu, shown in the header of every page. */
  menu: readonly PageLink[];
  /** The nav's trail to this page. */
  trail: readonly PageLink[];
  /** An aside, on the pages that have one. */
  aside?: { heading: string; links: readonly PageLink[] };
  footerText: string;
  /** Links of the footer, the same on every page of a template (a privacy page, say). */
  footerLinks: readonly PageLink[];
}

/** Header (site name and menu), nav, and after the main content an aside and a footer. */
export function pageShell(options: ShellOptions): PageShell {
  const header = renderBlocks("header", [
    { kind: "paragraph", text: options.siteName },
    { kind: "links", items: options.menu },
  ]);
  const nav = renderBlocks("nav", [{ kind: "links", items: options.trail }]);
  const asideBlocks: PageBlock[] = options.aside
    ? [
        { kind: "heading", level: 2, text: options.aside.heading },
        { kind: "links", items: options.aside.links },
      ]
    : [];
  const aside = options.aside ? renderBlocks("aside", asideBlocks) : undefined;
  const footer = renderBlocks("footer", [
    { kind: "paragraph", text: options.footerText },
    { kind: "links", items: options.footerLinks },
  ]);
  return {
    before: joinParts([header, nav]),
    after: joinParts(aside ? [aside, footer] : [footer]),
  };
}

function joinParts(parts: readonly RenderedPart[]): RenderedPart {
  return {
    html: parts.map((part) => part.html).join("\n"),
    markdown: parts
      .map((part) => part.markdown)
      .filter((text) => text !== "")
      .join("\n\n"),
    links: parts.flatMap((part) => part.links),
  };
}

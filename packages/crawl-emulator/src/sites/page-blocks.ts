/**
 * A page's content as a list of blocks, rendered both to the `html` and to the `markdown` the real
 * provider returns (absolute hrefs, setext H1, `*   ` list items), so that the two always agree.
 * Turndown would derive the markdown from the html, but the defect sites are rebuilt on every
 * status poll and one of their pages is over 1 MB: building both from the blocks stays linear and
 * cheap where a DOM parse per poll would not.
 */
export interface PageLink {
  href: string;
  text: string;
  rel?: string;
}

export type PageBlock =
  | { kind: "heading"; level: 1 | 2 | 3 | 4; text: string }
  | { kind: "paragraph"; text: string; link?: PageLink }
  | { kind: "links"; items: readonly PageLink[] }
  | { kind: "image"; src: string; alt?: string; width?: number; height?: number };

/** Html and markdown of one part of a page, with the links it holds. */
export interface RenderedPart {
  html: string;
  markdown: string;
  links: string[];
}

export function escapeHtml(text: string): string {
  if (!/[&<>"]/.test(text)) return text;
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function linkHtml(link: PageLink): string {
  const rel = link.rel === undefined ? "" : ` rel="${escapeHtml(link.rel)}"`;
  return `<a href="${escapeHtml(link.href)}"${rel}>${escapeHtml(link.text)}</a>`;
}

function linkMarkdown(link: PageLink): string {
  return `[${link.text}](${link.href})`;
}

function headingMarkdown(level: number, text: string): string {
  if (text === "") return "";
  if (level === 1) return `${text}\n${"=".repeat(text.length)}`;
  return `${"#".repeat(level)} ${text}`;
}

function imageHtml(block: Extract<PageBlock, { kind: "image" }>): string {
  const alt = block.alt === undefined ? "" : ` alt="${escapeHtml(block.alt)}"`;
  const size =
    block.width === undefined ? "" : ` width="${block.width}" height="${block.height ?? 0}"`;
  return `<img src="${escapeHtml(block.src)}"${alt}${size}>`;
}

function blockHtml(block: PageBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
    case "paragraph":
      return `<p>${escapeHtml(block.text)}${block.link ? ` ${linkHtml(block.link)}` : ""}</p>`;
    case "links":
      return `<ul>${block.items.map((item) => `<li>${linkHtml(item)}</li>`).join("")}</ul>`;
    case "image":
      return imageHtml(block);
  }
}

function blockMarkdown(block: PageBlock): string {
  switch (block.kind) {
    case "heading":
      return headingMarkdown(block.level, block.text);
    case "paragraph":
      return `${block.text}${block.link ? ` ${linkMarkdown(block.link)}` : ""}`;
    case "links":
      return block.items.map((item) => `*   ${linkMarkdown(item)}`).join("\n");
    case "image":
      return `![${block.alt ?? ""}](${block.src})`;
  }
}

function blockLinks(block: PageBlock): PageLink[] {
  if (block.kind === "links") return [...block.items];
  if (block.kind === "paragraph" && block.link) return [block.link];
  return [];
}

/** Hrefs a crawler can follow: `#` and `javascript:` anchors are not links to a page. */
function crawlable(href: string): boolean {
  return href !== "" && href !== "#" && !href.toLowerCase().startsWith("javascript:");
}

/** Renders blocks inside an element (`main`, `aside`, …), or bare when `tag` is empty. */
export function renderBlocks(tag: string, blocks: readonly PageBlock[]): RenderedPart {
  const inner = blocks.map(blockHtml).join("\n");
  const markdown = blocks
    .map(blockMarkdown)
    .filter((text) => text !== "")
    .join("\n\n");
  return {
    html: tag === "" ? inner : `<${tag}>${inner}</${tag}>`,
    markdown,
    links: blocks
      .flatMap(blockLinks)
      .map((link) => link.href)
      .filter(crawlable),
  };
}

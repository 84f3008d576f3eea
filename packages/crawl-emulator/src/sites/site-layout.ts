/**
 * The shape of a synthetic site: page 0 is the URL the caller gave, page i > 0 lives at
 * `<root>/page-<i>`, and page i links to pages 2i+1 and 2i+2, so that a breadth-first crawl
 * discovers the pages in index order and any page can be rebuilt from its index alone.
 */
const PAGE_SEGMENT = /^page-(\d+)$/;

interface PageLocation {
  root: string;
  index: number;
}

function childBase(root: string): string {
  const url = new URL(root);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

export function pageUrl(root: string, index: number): string {
  return index === 0 ? root : `${childBase(root)}/page-${index}`;
}

/** Finds which page of which site a URL is, so that a scrape agrees with a crawl. */
export function locatePage(href: string): PageLocation {
  const url = new URL(href);
  const segments = url.pathname.split("/");
  const match = PAGE_SEGMENT.exec(segments.at(-1) ?? "");
  if (!match) return { root: url.href, index: 0 };
  const parentPath = segments.slice(0, -1).join("/") || "/";
  return { root: `${url.origin}${parentPath}`, index: Number(match[1]) };
}

/** Links found on page `index` of a site of `pages` pages (children, home, one external). */
export function pageLinks(root: string, index: number, pages: number): string[] {
  const links: string[] = [];
  if (index > 0) links.push(root);
  for (const child of [2 * index + 1, 2 * index + 2]) {
    if (child < pages) links.push(pageUrl(root, child));
  }
  links.push("https://external.example.org/not-followed");
  return links;
}

/** Whether a URL names a page the synthetic site answers with 404 (last segment `missing…`). */
export function isMissingPage(href: string): boolean {
  const last = new URL(href).pathname.split("/").at(-1) ?? "";
  return last.startsWith("missing");
}

import type { CrawledPage } from "../../app/features/analysis/model/types";

/** Bytes of each page's `rawHtml` in the issue-35 bench case. */
export const RAW_HTML_BYTES = 60_000;

const LANGUAGES = ["en-us", "en-gb", "es-es", "fr-fr", "de-de"];

/** The head a real page of these sites serves: meta, canonical, hreflang, social and JSON-LD. */
function headOf(url: string, title: string, root: string): string {
  const hreflang = LANGUAGES.map(
    (language) => `<link rel="alternate" hreflang="${language}" href="${url}?lang=${language}">`,
  ).join("\n");
  const organization = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Keystone",
    url: root,
    logo: `${root}/logo.png`,
    sameAs: [`${root}/facebook`, `${root}/linkedin`],
  });
  const breadcrumbs = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${root}/` },
      { "@type": "ListItem", position: 2, name: title, item: url },
    ],
  });
  return [
    `<head><meta charset="utf-8"><title>${title}</title>`,
    `<meta name="description" content="${title}: what we do, where and for whom.">`,
    `<meta name="robots" content="index, follow, max-snippet:-1">`,
    `<link rel="canonical" href="${url}">`,
    hreflang,
    `<link rel="alternate" hreflang="x-default" href="${url}">`,
    `<meta property="og:title" content="${title}"><meta property="og:url" content="${url}">`,
    `<link rel="stylesheet" href="${root}/assets/site.css"><script src="${root}/assets/site.js" defer></script>`,
    `<script type="application/ld+json">${organization}</script>`,
    `<script type="application/ld+json">${breadcrumbs}</script>`,
    "</head>",
  ].join("\n");
}

/**
 * The pages of `realisticSite` with the document as served beside them (the provider's `rawHtml`,
 * asked with "Full document"): a full head, the page's html as its body, and the inline script a
 * real site's framework adds, padded so that every page's `rawHtml` is `RAW_HTML_BYTES` long.
 */
export function withRawHtml(pages: readonly CrawledPage[], root: string): CrawledPage[] {
  return pages.map((page) => {
    const url = typeof page.metadata?.sourceURL === "string" ? page.metadata.sourceURL : root;
    const title = typeof page.metadata?.title === "string" ? page.metadata.title : "Page";
    const start = `<!DOCTYPE html>\n<html lang="en">\n${headOf(url, title, root)}\n<body>\n${page.html ?? ""}\n<script>window.__STATE__=`;
    const end = `;</script>\n</body>\n</html>\n`;
    const room = Math.max(2, RAW_HTML_BYTES - start.length - end.length);
    const state = JSON.stringify({ page: url, blob: "x".repeat(Math.max(0, room - 30)) }).slice(
      0,
      room,
    );
    const rawHtml = `${start}${state.padEnd(room, " ")}${end}`;
    return { ...page, rawHtml };
  });
}

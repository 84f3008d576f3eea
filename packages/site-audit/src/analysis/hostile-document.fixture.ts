/**
 * Documents as served (`rawHtml`) shaped against the document reader (`facts/document-facts`) and
 * the checks that read it: lists as long as a page can make them, a head that never ends, JSON-LD
 * as deep and as long as a block can be. Shared by the unit tests and benches; `bytes` is the
 * approximate length of the text made.
 */
export const HOSTILE_DOCUMENT_SHAPES = {
  /** A head of about 100,000 meta tags per MiB, one in ten a robots meta that contradicts itself. */
  manyMetas: (bytes: number) =>
    `<html><head>${`${"<meta>".repeat(9)}<meta name=robots content=index,noindex>`.repeat(Math.ceil(bytes / 95))}</head><body></body></html>`,
  /** About 10,000 hreflang alternates per MiB, each to its own page, some relative. */
  manyHreflang: (bytes: number) => {
    const count = Math.ceil(bytes / 105);
    const links = Array.from(
      { length: count },
      (_, index) =>
        `<link rel="alternate" hreflang="x${index % 26}-${index}" href="${index % 2 === 0 ? "https://moving.example.com" : ""}/lang/${String(index).padStart(8, "0")}/page">`,
    );
    return `<html><head>${links.join("").padEnd(bytes, " ")}</head><body></body></html>`;
  },
  /**
   * `<head>` and never `</head>` nor `<body>`: an image first, then head and body tags mixed to the
   * end, every head tag after the image lost.
   */
  unclosedHead: (bytes: number) =>
    `<html><head><title>t</title><img src=/p.gif>${'<meta name="description" content="d"><link rel=canonical href=/c><p>x</p>'.repeat(Math.ceil(bytes / 73))}`,
  /** JSON-LD blocks, each nested 10,000 deep, filling the size. */
  deepJsonLd: (bytes: number) => {
    const block = `<script type="application/ld+json">${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}</script>`;
    return `<html><head>${block.repeat(Math.max(1, Math.ceil(bytes / block.length)))}</head></html>`;
  },
  /** About 25,000 microdata and RDFa elements per MiB, each of a type of its own. */
  manyTypes: (bytes: number) =>
    `<html><body>${Array.from(
      { length: Math.ceil(bytes / 42) },
      (_, index) => `<i itemscope itemtype=t${index} typeof=r${index}>`,
    ).join("")}</body></html>`,
  /** About 20,000 small JSON-LD blocks per MiB, on one line: counted past the cap, never summarised. */
  manyJsonLdBlocks: (bytes: number) =>
    `<html><head>${'<script type="application/ld+json">{"@type":"Thing"}</script>'.repeat(Math.ceil(bytes / 61))}</head></html>`,
  /** One JSON-LD block holding one string of the whole size. */
  longJsonLdString: (bytes: number) =>
    `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","description":"${"x".repeat(bytes)}"}</script></head></html>`,
} as const;

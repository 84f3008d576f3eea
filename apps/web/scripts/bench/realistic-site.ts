import type { CrawledPage } from "../../app/features/analysis/model/types";

/** Words the generated text draws from, so that pages differ as real pages of one site do. */
const VOCABULARY = (
  "moving crews quote storage boxes truck packing insured local long distance office home " +
  "piano fragile schedule weekend estimate deposit team careful furniture wrap assemble " +
  "cleaning deep kitchen carpet window service weekly monthly eco products trusted finance " +
  "loan rate savings account advice plan budget retire invest mortgage term fee support"
).split(" ");

/** A small deterministic generator (mulberry32): the same site on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from(
    { length: words },
    () => VOCABULARY[Math.floor(next() * VOCABULARY.length)],
  );
  return `${picked.join(" ")}.`;
}

/**
 * A site of `count` pages as the provider returns them with `onlyMainContent: false`: each page's
 * html about 50 KB, with a nav of 30 links, a header, a footer of 20 links, and a main of headings,
 * paragraphs, images and links to other pages; the markdown beside it.
 */
export function realisticSite(root: string, count: number): CrawledPage[] {
  const menu = Array.from(
    { length: 30 },
    (_, index) => `<li><a href="${root}/page-${index}">Section ${index}</a></li>`,
  ).join("");
  const footer = Array.from(
    { length: 20 },
    (_, index) => `<a href="${root}/page-${(index * 7) % count}" rel="nofollow">Legal ${index}</a>`,
  ).join(" ");
  return Array.from({ length: count }, (_, index) => {
    const next = random(index + 1);
    const url = index === 0 ? `${root}/` : `${root}/page-${index}`;
    const sections: string[] = [];
    let markdown = `# Page ${index} of the site\n\n`;
    for (let section = 0; sections.join("").length < 40_000; section++) {
      const paragraphs = Array.from(
        { length: 4 },
        () =>
          `<p class="copy">${sentence(next, 60)} <a href="${root}/page-${Math.floor(next() * count)}">related page</a></p>`,
      ).join("");
      const image = `<figure><img src="/images/${index}-${section}.jpg" alt="${sentence(next, 6)}" width="800" height="600" loading="lazy"><figcaption>${sentence(next, 8)}</figcaption></figure>`;
      sections.push(
        `<section><h2>${sentence(next, 5)}</h2>${paragraphs}<h3>${sentence(next, 4)}</h3>${image}</section>`,
      );
      markdown += `## Section ${section}\n\n${sentence(next, 240)}\n\n`;
    }
    const html =
      `<header class="site-header"><a href="${root}/"><img src="/logo.svg" alt="Logo" width="120" height="40"></a></header>` +
      `<nav aria-label="Main"><ul>${menu}</ul></nav>` +
      `<main><h1>Page ${index} of the site</h1>${sections.join("")}</main>` +
      `<aside>${sentence(next, 30)}</aside><footer>${footer}<p>© Keystone</p></footer>`;
    return {
      markdown,
      html,
      metadata: {
        title: `Page ${index} — ${sentence(next, 5)}`,
        description: sentence(next, 20),
        language: "en",
        viewport: "width=device-width, initial-scale=1",
        ogTitle: `Page ${index}`,
        sourceURL: url,
        url,
        statusCode: index % 37 === 5 ? 404 : 200,
      },
    };
  });
}

import { PageFolder } from "../src/output/page-folder.js";

/** Every this many pages, a page shares its text with the one before but for a word: a near duplicate. */
const NEAR_DUPLICATE_EVERY = 10;
/** Every this many pages, an image without alt text or size. */
const UNSIZED_IMAGE_EVERY = 50;

/**
 * Page `index` of a synthetic site of `pages` pages, as the provider returns it: about `bytes` of
 * html (a header, a nav and a footer around the main text), its markdown, and the metadata of a
 * well-kept page. Each links to eight others and shows two images; one page in ten is a near
 * duplicate of the one before it. Page 0 is the start URL.
 */
export function syntheticPage(site: string, index: number, pages: number, bytes: number) {
  const urlOf = (at: number) => (at === 0 ? site : `${site}page-${at}`);
  const url = urlOf(index);
  const links = [1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (step) => `<a href="${urlOf((index * 13 + step * 7919) % pages)}">Related page ${step}</a>`,
    )
    .join(" ");
  const unsized =
    index % UNSIZED_IMAGE_EVERY === 0 ? `<img src="${site}images/banner-${index}.png">` : "";
  const images = `<img src="${site}images/${index}.jpg" alt="Photo of item ${index}" width="640" height="480"><img src="${site}images/logo.png" alt="" width="120" height="40">${unsized}`;
  // Words drawn from a 5,000-word vocabulary by a generator seeded per page: two pages share
  // their 3-word shingles by chance only, except a near duplicate and the page it copies.
  const random = mulberry32(index % NEAR_DUPLICATE_EVERY === 1 ? index - 1 : index);
  let text = `Item ${index}. `;
  while (text.length < bytes - 900) text += `word${Math.floor(random() * 5000)} `;
  const html = `<html lang="en"><body><header><nav><a href="${site}">Home</a> <a href="${urlOf(1)}">Catalogue</a></nav></header><main><h1>Item number ${index}</h1><p>${text}</p><p>${links}</p>${images}</main><footer><a href="${urlOf(2)}">About us</a></footer></body></html>`;
  return {
    html,
    markdown: `# Item number ${index}\n\n${text}`,
    metadata: {
      sourceURL: url,
      url,
      statusCode: 200,
      title: `Synthetic item number ${index} of the benchmark site`,
      description: `The synthetic item number ${index}, with its text, links and images, made for the audit bench.`,
      language: "en",
      viewport: "width=device-width, initial-scale=1",
      ogTitle: `Item ${index}`,
      ogDescription: `Item ${index} of the synthetic site`,
      ogImage: `${site}images/${index}.jpg`,
    },
  };
}

/**
 * A crawl folder of `pages` synthetic pages (`site` ends in "/"), written by the writer that
 * `crawl -o` and `audit -o` use: one whole JSON document per page and pages.ndjson.
 */
export async function writeSyntheticFolder(
  dir: string,
  site: string,
  pages: number,
  bytes: number,
): Promise<void> {
  const folder = await PageFolder.open(
    dir,
    "json",
    { id: "synthetic", kind: "crawl", apiUrl: "http://127.0.0.1:9", startedAt: "" },
    false,
  );
  try {
    for (let index = 0; index < pages; index++)
      folder.write(syntheticPage(site, index, pages, bytes));
  } finally {
    folder.close();
  }
}

/** A small seeded pseudo-random generator (mulberry32): the same site on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

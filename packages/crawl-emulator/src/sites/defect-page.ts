import { hashString } from "../random.js";
import { defectPathUrl, defectPlan, type DefectPageSpec } from "./defect-plan.js";
import { escapeHtml, renderBlocks, type PageBlock, type PageLink } from "./page-blocks.js";
import type { PageContent, PageMetadata } from "./page-content.js";
import { pageShell } from "./page-shell.js";
import { PageWords } from "./defect-words.js";

/** Words every ordinary page of a defect site has at least, so that only the thin page is thin. */
const PROSE_WORDS = 320;
/** Characters of extra prose on the huge page, so that its html is over 1 MB (1,000,000 bytes). */
const HUGE_HTML_CHARS = 1_100_000;
const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut " +
  "labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco.";
const LONG_ALT =
  "A photograph of our whole team standing in front of the office on a sunny morning, taken for " +
  "the website in the spring, with the vans behind them";
const VIEWPORT = "width=device-width, initial-scale=1";
/** Long legal sentences of long words: a Flesch reading ease far under 30. */
const DENSE = [
  "Notwithstanding any provision hereinbefore or hereinafter contained, the contracting organisation's indemnification obligations, including consequential, incidental and exemplary liabilities attributable to unauthorised subcontractors' negligence, shall remain enforceable notwithstanding termination, subject exclusively to jurisdictional determinations by competent administrative authorities.",
  "Responsibility for deterioration, disappearance or destruction of inventoried possessions occasioned by circumstances beyond reasonable organisational anticipation, including meteorological irregularities, governmental interventions and industrial disputes, is categorically excluded unless contemporaneously documented notification accompanies the supplementary insurance application.",
  "Remuneration calculations incorporate administrative surcharges, accessorial considerations and preliminary valuation assessments, which the organisation may unilaterally recalculate following comprehensive reevaluation of operational complexities identified during subsequent preparatory investigations.",
];
/** A paragraph with four misspelled words ("receive", "separate", "accommodation", "definitely"). */
const MISSPELLED =
  "On the day, recieve the crew at the door, keep seperate boxes for anything fragile, and book " +
  "accomodation near the new house for the first night: it is definately worth it.";

interface DefectSite {
  /** The start URL of the crawl: the plan's `""` page. */
  siteUrl: string;
  origin: string;
  brand: string;
  seed: number;
  revision: number;
  plan: readonly DefectPageSpec[];
}

/** "swiftpath-moving.example.com" is "Swiftpath Moving". */
function brandOf(hostname: string): string {
  return (hostname.split(".")[0] ?? hostname)
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function asList(value: string | readonly string[]): string[] {
  return typeof value === "string" ? [value] : [...value];
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

function link(site: DefectSite, path: string, text?: string): PageLink {
  const target = site.plan.find((spec) => spec.path === path);
  return {
    href: defectPathUrl(site.siteUrl, path),
    text: text ?? (path === "" ? "Home page" : (target?.topic ?? path)),
  };
}

function prose(site: DefectSite, spec: DefectPageSpec): PageBlock[] {
  const salt = spec.rewritten ? `|revision-${site.revision % 2}` : "";
  const key = spec.textKey ?? spec.path;
  const words = new PageWords(hashString(`${site.seed}|${site.origin}|${key}${salt}`));
  const blocks: PageBlock[] = [];
  let count = 0;
  while (count < PROSE_WORDS) {
    if (blocks.length % 3 === 2 && !spec.withoutH2) {
      blocks.push({ kind: "heading", level: 2, text: words.title(2) });
      continue;
    }
    let text =
      spec.text === "dense" ? (DENSE[blocks.length % DENSE.length] as string) : words.paragraph();
    // The near duplicates differ in their place's name only: their heading, intro and first paragraph.
    if (spec.place !== undefined && blocks.length === 0) text = `In ${spec.place}: ${text}`;
    blocks.push({ kind: "paragraph", text });
    count += countWords(text);
  }
  if (spec.text === "huge") {
    let size = 0;
    while (size < HUGE_HTML_CHARS) {
      const text = words.paragraph();
      blocks.push({ kind: "paragraph", text });
      size += text.length + 8;
    }
  }
  return blocks;
}

function imageBlocks(site: DefectSite, spec: DefectPageSpec): PageBlock[] {
  const image = (name: string) => `${site.origin}/images/${name}.jpg`;
  if (!spec.imageDefects) {
    return [{ kind: "image", src: image("hero"), alt: spec.topic, width: 800, height: 533 }];
  }
  return [
    { kind: "image", src: image("team-1"), width: 400, height: 400 },
    { kind: "image", src: image("team-2"), alt: LONG_ALT, width: 400, height: 400 },
    { kind: "image", src: image("team-3"), alt: "Our office manager" },
    {
      kind: "image",
      src: image("team-4").replace(/^https:/, "http:"),
      alt: "Our crew leader",
      width: 400,
      height: 400,
    },
  ];
}

function plantedLinks(site: DefectSite): PageBlock[] {
  const paragraph = (text: string, target: PageLink): PageBlock => ({
    kind: "paragraph",
    text,
    link: target,
  });
  return [
    paragraph(
      "Our old brochure lists every service.",
      link(site, "/brochure-2019", "Download the 2019 brochure"),
    ),
    paragraph(
      "Prices changed this year.",
      link(site, "/pricing-old", "See our prices and packages"),
    ),
    paragraph("Everything we offer, in one place.", {
      ...link(site, "/services", "Browse all our services"),
      rel: "nofollow",
    }),
    paragraph("Want to know who we are?", link(site, "/about", "click here")),
    paragraph("Our people make the difference.", link(site, "/team", "Read more")),
    paragraph("Back at the start of this page.", { href: "#", text: "Back to top" }),
    paragraph("Questions before you book?", { href: "javascript:void(0)", text: "Open the chat" }),
    paragraph("Booked before this year?", link(site, "http:/legacy-rates", "Last year's rates")),
  ];
}

function mainBlocks(site: DefectSite, spec: DefectPageSpec): PageBlock[] {
  const h1s = spec.h1 === null ? [] : asList(spec.h1 ?? spec.topic);
  const [firstH1, ...otherH1s] = h1s;
  const blocks: PageBlock[] =
    firstH1 === undefined ? [] : [{ kind: "heading", level: 1, text: firstH1 }];
  if (spec.text === "thin") {
    blocks.push({
      kind: "paragraph",
      text: `Tell ${site.brand} what you need and we will call you back within one working day with a free quote.`,
    });
  } else {
    blocks.push({
      kind: "paragraph",
      text: `${spec.topic}: what ${site.brand} offers, how it works and what it costs.`,
    });
    const body = prose(site, spec);
    if (spec.skippedHeading)
      body.splice(3, 0, { kind: "heading", level: 4, text: "Opening hours" });
    if (spec.emptyHeading) body.splice(3, 0, { kind: "heading", level: 3, text: "" });
    for (const text of otherH1s) body.splice(2, 0, { kind: "heading", level: 1, text });
    blocks.push(...body);
    if (spec.text === "lorem") blocks.push({ kind: "paragraph", text: LOREM });
    if (spec.misspelled) blocks.push({ kind: "paragraph", text: MISSPELLED });
    blocks.push(...imageBlocks(site, spec));
  }
  if (spec.linkDefects) blocks.push(...plantedLinks(site));
  if (spec.bare) {
    blocks.push({
      kind: "paragraph",
      text: "Offer run with our partners.",
      link: { href: "https://partners.example.org/spring", text: "See the partner's terms" },
    });
  }
  const links = (spec.links ?? []).map((path) => link(site, path));
  for (let index = 0; index < (spec.manyLinks ?? 0); index++) {
    links.push(link(site, `/archive/notice-${index + 1}`, `Notice ${index + 1}`));
  }
  if (links.length > 0) blocks.push({ kind: "links", items: links });
  return blocks;
}

function shellOf(site: DefectSite, spec: DefectPageSpec, url: string) {
  if (spec.bare) return undefined;
  const guides = spec.path.startsWith("/guides/");
  const articles = guides || spec.path.startsWith("/blog/");
  return pageShell({
    siteName: site.brand,
    menu: ["", "/services", "/about", "/team", "/faq"].map((path) =>
      link(site, path, path === "" ? "Home" : undefined),
    ),
    trail: [link(site, "", "Home"), { href: url, text: spec.topic }],
    ...(articles
      ? {
          aside: {
            heading: "Related guides",
            links: [link(site, "/guides/checklist"), link(site, "/tips")],
          },
        }
      : {}),
    footerText: `© 2024 ${site.brand}. All rights reserved.`,
    // The guides' template still links the brochure that was taken down: a broken footer link.
    footerLinks: [
      link(site, "/privacy", "Privacy policy"),
      ...(guides ? [link(site, "/brochure-2019", "Our brochure")] : []),
    ],
  });
}

function metadataOf(site: DefectSite, spec: DefectPageSpec): PageMetadata {
  const title =
    spec.title === null ? undefined : asList(spec.title ?? `${spec.topic} | ${site.brand}`);
  const description =
    spec.description === null
      ? undefined
      : asList(
          spec.description ??
            `${spec.topic} from ${site.brand}, with clear prices, local crews and quick answers.`,
        );
  const without = new Set(spec.withoutOg ?? []);
  const slug = spec.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  const ogTitle = without.has("title") ? undefined : title?.[0];
  const ogDescription = without.has("description") ? undefined : description?.[0];
  const ogImage = without.has("image") ? undefined : `${site.origin}/images/og-${slug}.jpg`;
  const single = (values: string[] | undefined) =>
    values === undefined ? undefined : values.length === 1 ? values[0] : values;
  return {
    title: single(title),
    description: single(description),
    language: spec.withoutLanguage ? undefined : "en",
    robots: spec.robots,
    viewport: spec.withoutViewport ? undefined : VIEWPORT,
    ogTitle,
    ogDescription,
    ogImage,
    "og:title": ogTitle,
    "og:description": ogDescription,
    "og:image": ogImage,
  };
}

/**
 * The page's head as served: its metadata's tags and, from the plan, what only the document shows
 * (canonicals, hreflang, rel=next, googlebot, scripts, JSON-LD, an image that ends the head early).
 */
function headOf(
  site: DefectSite,
  spec: DefectPageSpec,
  metadata: PageMetadata,
  url: string,
): string {
  const tags: string[] = ['<meta charset="utf-8">'];
  const each = (value: string | string[] | undefined, tag: (text: string) => string) => {
    if (value !== undefined) for (const text of asList(value)) tags.push(tag(escapeHtml(text)));
  };
  const address = (path: string) => escapeHtml(defectPathUrl(site.siteUrl, path));
  each(metadata.viewport, (text) => `<meta name="viewport" content="${text}">`);
  each(metadata.title, (text) => `<title>${text}</title>`);
  // An <img> is not allowed in a head: the parser ends the head here, and reads the rest as body.
  if (spec.headImage) tags.push(`<img src="${site.origin}/images/gallery-banner.jpg" alt="">`);
  each(metadata.description, (text) => `<meta name="description" content="${text}">`);
  each(metadata.robots, (text) => `<meta name="robots" content="${text}">`);
  if (spec.googlebot !== undefined) {
    tags.push(`<meta name="googlebot" content="${escapeHtml(spec.googlebot)}">`);
  }
  for (const property of ["og:title", "og:description", "og:image"]) {
    each(metadata[property], (text) => `<meta property="${property}" content="${text}">`);
  }
  const canonicals = spec.relativeCanonical
    ? [escapeHtml(spec.path)]
    : spec.canonicals === undefined
      ? [escapeHtml(url)]
      : spec.canonicals.map(address);
  for (const href of canonicals) tags.push(`<link rel="canonical" href="${href}">`);
  for (const [value, path] of spec.hreflang ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(value)}" href="${address(path)}">`);
  }
  if (spec.next !== undefined) tags.push(`<link rel="next" href="${address(spec.next)}">`);
  if (spec.headScript !== undefined) {
    tags.push(`<script src="${escapeHtml(spec.headScript)}"></script>`);
  }
  for (const block of spec.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${block}</script>`);
  }
  return `<head>${tags.join("\n")}</head>`;
}

/** An error page of the site's server: the same document whatever the scrape asks for. */
function errorPage(status: 404 | 500): PageContent {
  const reason = `${status} ${status === 404 ? "Not Found" : "Internal Server Error"}`;
  const body = `<h1>${reason}</h1><p>The server answered ${status}.</p>`;
  const document = {
    html: `<!DOCTYPE html><html lang="en"><body>${body}</body></html>`,
    markdown: `${reason}\n${"=".repeat(reason.length)}\n\nThe server answered ${status}.`,
    links: [],
  };
  return {
    metadata: { title: reason, language: "en" },
    statusCode: status,
    contentType: "text/html",
    language: "en",
    main: document,
    verbatim: document,
    rawHtml: `<!DOCTYPE html>\n<html lang="en"><head><title>${reason}</title></head><body>${body}</body></html>\n`,
  };
}

export function defectSiteOf(siteUrl: string, seed: number, revision: number): DefectSite {
  const url = new URL(siteUrl);
  return {
    siteUrl,
    origin: url.origin,
    brand: brandOf(url.hostname),
    seed,
    revision,
    plan: defectPlan(revision),
  };
}

/** Page `index` of the plan: a page of the site, an error page, or a 404 outside the plan. */
export function renderDefectPage(site: DefectSite, index: number): PageContent {
  const spec = site.plan[index];
  if (spec === undefined) return errorPage(404);
  if (spec.status !== undefined) return errorPage(spec.status);
  const finalUrl =
    spec.redirectTo === undefined
      ? undefined
      : spec.redirectTo.startsWith("/")
        ? `${site.origin}${spec.redirectTo}`
        : spec.redirectTo;
  const main = renderBlocks("main", mainBlocks(site, spec));
  const url = finalUrl ?? defectPathUrl(site.siteUrl, spec.path);
  const shell = shellOf(site, spec, url);
  const metadata = metadataOf(site, spec);
  const language = spec.withoutLanguage ? undefined : "en";
  const lang = language === undefined ? "" : ` lang="${language}"`;
  const body = [shell?.before.html, main.html, shell?.after.html].filter(
    (part) => part !== undefined,
  );
  return {
    metadata,
    statusCode: 200,
    contentType: "text/html",
    ...(finalUrl === undefined ? {} : { finalUrl }),
    language,
    main,
    ...(shell ?? {}),
    rawHtml: `<!DOCTYPE html>\n<html${lang}>${headOf(site, spec, metadata, url)}<body>\n${body.join("\n")}\n</body></html>\n`,
  };
}

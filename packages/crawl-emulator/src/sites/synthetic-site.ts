import { hashString } from "../random.js";
import type { SiteOptions } from "./site-options.js";
import type { DocumentMetadata, ScrapedDocument, ScrapeFormat } from "./document.js";
import { isMissingPage, locatePage, pageLinks, pageUrl } from "./site-layout.js";
import { WordSource } from "./words.js";
import { sampleFromSchema } from "./sample-from-schema.js";
import { auditTraits } from "./audit-site.js";
import { escapeHtml } from "./page-blocks.js";
import { pageFormats, type PageContent } from "./page-content.js";
import { pageShell, type PageShell } from "./page-shell.js";
import { defectSiteOf, renderDefectPage } from "./defect-page.js";

const HOSTILE_HTML =
  `<script>document.title="pwned";window.__xss=true</script>` +
  `<img src="x" onerror="alert('xss')"><a href="javascript:alert(1)">click me</a>`;
const HOSTILE_MARKDOWN = `<script>alert("xss")</script>\n\n<img src=x onerror=alert(1)>\n\n[click me](javascript:alert(1))`;
const HOSTILE_TITLE_SUFFIX = ` <img src=x onerror=alert(1)>`;
const ONE_PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export interface RenderRequest {
  url: string;
  /** Index of the page in its site and the site's page count, for its links. */
  index: number;
  sitePages: number;
  site: SiteOptions;
  formats: readonly ScrapeFormat[];
  scrapeId: string;
  /** JSON schema of the `json`/`extract` format, if any. */
  jsonSchema?: unknown;
  /** Crawl and batch documents carry `creditsUsed` in their metadata; search results do not. */
  withCredits?: boolean;
  /**
   * `scrapeOptions.onlyMainContent`: true (the default, as on the real server) strips the header,
   * nav, aside and footer from `html`, `markdown` and `links`; false returns the whole page.
   */
  onlyMainContent?: boolean;
}

function missingPage(): PageContent {
  const body =
    "Error code: 404\n\nMessage: File not found.\n\nError code explanation: 404 - Nothing matches the given URI.";
  const document = {
    markdown: `Error response\n==============\n\n${body}`,
    html: `<!DOCTYPE html><html lang="en"><body><h1>Error response</h1><p>Error code: 404</p></body></html>`,
    links: [],
  };
  return {
    metadata: { title: "Error response", language: "en" },
    statusCode: 404,
    contentType: "text/html;charset=utf-8",
    language: "en",
    main: document,
    verbatim: document,
    rawHtml: `<!DOCTYPE HTML>\n<html lang="en"><head><title>Error response</title></head><body><h1>Error response</h1><p>Error code: 404</p></body></html>\n`,
  };
}

/** The template of an ordinary synthetic page: the site's menu, a trail, a footer, an aside on odd pages. */
function ordinaryShell(root: string, request: RenderRequest, heading: string): PageShell {
  const host = new URL(request.url).host;
  const base = pageUrl(root, 1).replace(/\/page-1$/, "");
  const menu = [{ href: root, text: "Home" }];
  for (const index of [1, 2]) {
    if (index < request.sitePages) menu.push({ href: pageUrl(root, index), text: `Page ${index}` });
  }
  return pageShell({
    siteName: host,
    menu,
    trail: [
      { href: root, text: "Home" },
      { href: request.url, text: heading },
    ],
    ...(request.index % 2 === 1
      ? { aside: { heading: "See also", links: [{ href: root, text: "Back to the start" }] } }
      : {}),
    footerText: `Footer of ${host}`,
    footerLinks: [{ href: `${base}/privacy`, text: "Privacy" }],
  });
}

function renderPage(request: RenderRequest): PageContent {
  if (isMissingPage(request.url)) return missingPage();
  const root = request.index === 0 ? request.url : locatePage(request.url).root;
  if (request.site.defects) {
    const siteUrl = request.index === 0 ? request.url : `${new URL(request.url).origin}/`;
    const site = defectSiteOf(siteUrl, request.site.seed, request.site.revision ?? 0);
    return renderDefectPage(site, request.index);
  }
  const audit = auditTraits(request.site, request.index, root);
  if (audit?.missing) return missingPage();
  const url = new URL(request.url);
  const words = new WordSource(
    hashString(`${request.site.seed}|${url.host}|${url.pathname}${audit?.contentSalt ?? ""}`),
  );
  const generatedTitle = words.title(3);
  const title =
    audit?.title === null
      ? undefined
      : (audit?.title ?? generatedTitle) + (request.site.hostile ? HOSTILE_TITLE_SUFFIX : "");
  const generatedDescription = words.sentence();
  const description =
    audit?.description === null ? undefined : (audit?.description ?? generatedDescription);
  const heading = title ?? generatedTitle;
  const links = [
    ...pageLinks(root, request.index, request.sitePages),
    ...(audit?.extraLinks ?? []),
  ];
  const linkList = links.map((link, position) => `*   [Link ${position + 1}](${link})`).join("\n");
  const linkItems = links
    .map((link, position) => `<li><a href="${escapeHtml(link)}">Link ${position + 1}</a></li>`)
    .join("");
  const hostileMarkdown = request.site.hostile ? `\n\n${HOSTILE_MARKDOWN}` : "";
  const hostileHtml = request.site.hostile ? HOSTILE_HTML : "";

  const paragraphs: string[] = [];
  let size = heading.length + linkList.length + hostileMarkdown.length;
  if (audit?.thin) paragraphs.push("More about this soon.");
  else {
    do {
      const paragraph = paragraphs.length % 4 === 3 ? `## ${words.title(2)}` : words.paragraph();
      paragraphs.push(paragraph);
      size += paragraph.length + 2;
    } while (size < request.site.pageBytes);
  }

  const headingMarkdown = audit?.withoutH1 ? "" : `${heading}\n${"=".repeat(heading.length)}\n\n`;
  const markdown = `${headingMarkdown}${paragraphs.join("\n\n")}${hostileMarkdown}\n\n${linkList}`;
  const htmlBody = paragraphs
    .map((text) =>
      text.startsWith("## ")
        ? `<h2>${escapeHtml(text.slice(3))}</h2>`
        : `<p>${escapeHtml(text)}</p>`,
    )
    .join("\n");
  const h1 = audit?.withoutH1
    ? ""
    : `<h1>${request.site.hostile ? heading : escapeHtml(heading)}</h1>\n`;
  const main = `<main>${h1}${htmlBody}\n${hostileHtml}<ul>${linkItems}</ul></main>`;
  const shell = ordinaryShell(root, request, heading);
  const titleTag = title === undefined ? "" : `<title>${escapeHtml(title)}</title>\n`;
  const descriptionTags =
    description === undefined
      ? ""
      : `<meta name="description" content="${escapeHtml(description)}">\n`;
  const ogTitle = description === undefined ? undefined : `${title ?? ""} (og)`;
  return {
    metadata: { title, description, language: "en", ogTitle, "og:title": ogTitle },
    statusCode: 200,
    contentType: "text/html",
    language: "en",
    main: { html: main, markdown, links },
    ...shell,
    rawHtml:
      `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">${titleTag}` +
      descriptionTags +
      `<meta property="og:title" content="${escapeHtml(heading)} (og)">\n</head><body>\n` +
      `${shell.before.html}\n${main}\n${shell.after.html}\n</body></html>\n`,
  };
}

/** The page's own metadata, then the scrape's, in the order of the real answers; unset fields left out. */
function metadataOf(page: PageContent, request: RenderRequest): DocumentMetadata {
  const { title, description, language, ...others } = page.metadata;
  const fields: Record<string, unknown> = {
    title,
    description,
    language,
    ...others,
    ogLocaleAlternate: [],
    scrapeId: request.scrapeId,
    sourceURL: request.url,
    url: page.finalUrl ?? request.url,
    statusCode: page.statusCode,
    contentType: page.contentType,
    proxyUsed: "basic",
    ...(request.withCredits === false ? {} : { creditsUsed: 1 }),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as unknown as DocumentMetadata;
}

/** Builds one page of a synthetic site; the same request always gives the same document. */
export function renderDocument(request: RenderRequest): ScrapedDocument {
  const page = renderPage(request);
  const content = pageFormats(page, request.onlyMainContent ?? true);
  const formats = new Set(request.formats);
  const document: ScrapedDocument = { metadata: metadataOf(page, request) };
  if (formats.has("markdown")) document.markdown = content.markdown;
  if (formats.has("html")) document.html = content.html;
  if (formats.has("rawHtml")) document.rawHtml = page.rawHtml;
  if (formats.has("links")) document.links = content.links;
  if (formats.has("screenshot") || formats.has("screenshot@fullPage"))
    document.screenshot = ONE_PIXEL_PNG;
  if (formats.has("json") || formats.has("extract")) {
    document.json = sampleFromSchema(request.jsonSchema, `${request.url}|json`);
  }
  if (formats.has("changeTracking")) {
    document.changeTracking = {
      previousScrapeAt: null,
      changeStatus: "new",
      visibility: "visible",
    };
  }
  return document;
}

import { refuseDeepHtml } from "./html-depth.js";
import { mebibytes, PARSE_LIMITS, ParseRefusal } from "./limits.js";
import { refuseFlateBombs } from "./pdf-streams.js";

/**
 * What `/v2/parse` makes of an uploaded file: text as it is, HTML through turndown (the
 * HTML-to-markdown converter the provider's own server uses), PDF through Mozilla's pdf.js. The
 * other kinds the cloud reads (Office documents, e-books) are refused by name. Both libraries are
 * loaded on the first upload that needs them, in the worker thread `conversion.ts` starts.
 */

export type FileKind = "text" | "html" | "pdf";

const KINDS_BY_EXTENSION: Record<string, FileKind> = {
  ".txt": "text",
  ".text": "text",
  ".md": "text",
  ".markdown": "text",
  ".csv": "text",
  ".html": "html",
  ".htm": "html",
  ".xhtml": "html",
  ".pdf": "pdf",
};
const KINDS_BY_TYPE: Record<string, FileKind> = {
  "text/plain": "text",
  "text/markdown": "text",
  "text/csv": "text",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "application/pdf": "pdf",
};
const CONTENT_TYPES: Record<FileKind, string> = {
  text: "text/plain",
  html: "text/html",
  pdf: "application/pdf",
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot).toLowerCase();
}

/** The kind of an upload by its name, else by its type; undefined for one the emulator cannot read. */
export function fileKind(filename: string, mimeType: string): FileKind | undefined {
  return (
    KINDS_BY_EXTENSION[extensionOf(filename)] ??
    KINDS_BY_TYPE[mimeType.split(";")[0]?.trim().toLowerCase() ?? ""]
  );
}

export interface PdfOptions {
  maxPages: number | undefined;
  /** Per-page markdown in `pages`. */
  pages: boolean;
  /** `<!-- page N -->` markers between pages in the markdown. */
  pageMarkers: boolean;
}

export interface ParsedFile {
  markdown: string;
  contentType: string;
  title: string | undefined;
  /** The upload's HTML, for the `html` and `rawHtml` formats of an HTML file. */
  html: string | undefined;
  links: string[];
  images: string[];
  numPages: number | undefined;
  totalPages: number | undefined;
  pages: { pageNumber: number; markdown: string }[] | undefined;
}

function plain(markdown: string, kind: FileKind): ParsedFile {
  return {
    markdown,
    contentType: CONTENT_TYPES[kind],
    title: undefined,
    html: undefined,
    links: [],
    images: [],
    numPages: undefined,
    totalPages: undefined,
    pages: undefined,
  };
}

/** Turndown in the provider's settings, noting the title, links and images it walks past. */
async function htmlToMarkdown(html: string): Promise<ParsedFile> {
  const { default: TurndownService } = await import("turndown");
  const seen = {
    title: undefined as string | undefined,
    links: [] as string[],
    images: [] as string[],
  };
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced" });
  turndown.remove(["script", "style", "noscript", "title"]);
  turndown.addRule("observe", {
    // Never matches: it only notes what the other rules convert.
    filter: (node) => {
      if (node.nodeName === "TITLE") seen.title ??= node.textContent?.trim() || undefined;
      const href = node.nodeName === "A" ? node.getAttribute("href") : null;
      if (href) seen.links.push(href);
      const src = node.nodeName === "IMG" ? node.getAttribute("src") : null;
      if (src) seen.images.push(src);
      return false;
    },
    replacement: () => "",
  });
  return {
    ...plain(turndown.turndown(html), "html"),
    title: seen.title,
    html,
    links: seen.links,
    images: seen.images,
  };
}

/** The text of one PDF page, a line per line of the page. */
async function pageText(page: {
  getTextContent(): Promise<{ items: unknown[] }>;
}): Promise<string> {
  const { items } = await page.getTextContent();
  const lines: string[] = [];
  let line = "";
  for (const item of items as { str?: string; hasEOL?: boolean }[]) {
    line += item.str ?? "";
    if (item.hasEOL) {
      lines.push(line.trimEnd());
      line = "";
    }
  }
  lines.push(line.trimEnd());
  return lines.join("\n").trim();
}

async function pdfToMarkdown(data: Uint8Array, options: PdfOptions): Promise<ParsedFile> {
  await refuseFlateBombs(data, PARSE_LIMITS.maxPdfStreamBytes);
  const { getDocument, VerbosityLevel } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({
    // pdf.js takes the buffer over; it gets a copy so the upload stays whole.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const totalPages = pdf.numPages;
    if (totalPages > PARSE_LIMITS.maxPdfPages) {
      throw new ParseRefusal(
        400,
        `The PDF has ${totalPages} pages, past the limit of ${PARSE_LIMITS.maxPdfPages}`,
      );
    }
    const numPages = Math.min(totalPages, options.maxPages ?? totalPages);
    const pages: { pageNumber: number; markdown: string }[] = [];
    for (let pageNumber = 1; pageNumber <= numPages; pageNumber++) {
      pages.push({ pageNumber, markdown: await pageText(await pdf.getPage(pageNumber)) });
    }
    const markdown = pages
      .map((page, index) =>
        index === 0 || !options.pageMarkers
          ? page.markdown
          : `---\n\n<!-- page ${page.pageNumber} -->\n\n${page.markdown}`,
      )
      .join("\n\n");
    const info = (await pdf.getMetadata()).info as { Title?: unknown };
    return {
      ...plain(markdown, "pdf"),
      title: typeof info.Title === "string" && info.Title !== "" ? info.Title : undefined,
      numPages,
      totalPages,
      pages: options.pages ? pages : undefined,
    };
  } finally {
    await pdf.destroy();
  }
}

/** The refusal of an upload too large for its kind, known from its size alone. */
export function sizeRefusal(kind: FileKind, bytes: number): ParseRefusal | undefined {
  if (kind !== "html" || bytes <= PARSE_LIMITS.maxHtmlBytes) return undefined;
  return new ParseRefusal(
    413,
    `HTML too large: the limit is ${mebibytes(PARSE_LIMITS.maxHtmlBytes)}`,
  );
}

async function readHtml(data: Uint8Array): Promise<ParsedFile> {
  const tooLarge = sizeRefusal("html", data.byteLength);
  if (tooLarge) throw tooLarge;
  const html = new TextDecoder().decode(data);
  refuseDeepHtml(html, PARSE_LIMITS.maxHtmlDepth);
  return htmlToMarkdown(html);
}

/**
 * Reads an upload as markdown; rejects with a `ParseRefusal` for one over a limit, and with
 * pdf.js's error for a PDF it cannot read. Run in the conversion's worker for every kind: even a
 * text, decoded as it is, takes a few hundred milliseconds at 50 MiB.
 */
export async function parseFile(
  data: Uint8Array,
  kind: FileKind,
  pdfOptions: PdfOptions,
): Promise<ParsedFile> {
  if (kind === "pdf") return pdfToMarkdown(data, pdfOptions);
  if (kind === "html") return readHtml(data);
  return plain(new TextDecoder().decode(data), "text");
}

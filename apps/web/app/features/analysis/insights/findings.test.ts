import { describe, expect, it } from "vitest";
import type { CrawledPage } from "../model/types";
import { LARGEST_PAGES_LISTED, THIN_PAGE_WORDS, computeFindings } from "./findings";
import { metadataText } from "../model/page-fields";
import { normaliseUrl } from "../model/normalise-url";
import { pageFacts } from "./page-facts";

const root = "https://moving.example.com";
const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

function page(
  path: string,
  options: {
    title?: unknown;
    description?: unknown;
    status?: number;
    links?: string[];
    h1?: boolean;
    words?: number;
  } = {},
): CrawledPage {
  const url = `${root}${path}`;
  const anchors = (options.links ?? []).map((href) => `<a href="${href}">x</a>`).join("");
  return {
    markdown: words(options.words ?? THIN_PAGE_WORDS + 10),
    html: `<main>${options.h1 === false ? "" : "<h1>Heading</h1>"}${anchors}<p>${words(options.words ?? THIN_PAGE_WORDS + 10)}</p></main>`,
    metadata: {
      ...(options.title === undefined ? { title: `Title of ${path}` } : { title: options.title }),
      ...(options.description === undefined
        ? { description: `About ${path}` }
        : { description: options.description }),
      sourceURL: url,
      url,
      statusCode: options.status ?? 200,
    },
  } as unknown as CrawledPage;
}

const site: CrawledPage[] = [
  page("/", {
    links: ["/a", "/b", "/not-crawled", "https://other.example.org/x", "javascript:alert(1)"],
  }),
  page("/a", { title: null, links: ["/gone", `${root}/`] }),
  page("/b", { description: ["Shared", "Second tag"], links: ["/c#top"] }),
  page("/c/", { description: "Shared", title: ["Same title"], h1: false }),
  page("/d", { title: "Same title", words: 12, description: "" }),
  page("/gone", { title: "Error response", status: 404 }),
];

describe("computeFindings", () => {
  const findings = computeFindings(site, `${root}/`);
  const issue = (id: string) => findings.issues.find((candidate) => candidate.id === id);

  it("counts every problem with the pages it concerns", () => {
    expect(findings.pageCount).toBe(6);
    expect(findings.errorPages).toBe(1);
    expect(issue("broken-links")?.items).toEqual([
      { url: `${root}/a`, note: `links to ${root}/gone (404)` },
    ]);
    expect(issue("missing-title")?.items.map((item) => item.url)).toEqual([`${root}/a`]);
    expect(issue("missing-description")?.items.map((item) => item.url)).toEqual([`${root}/d`]);
    expect(issue("missing-h1")?.items.map((item) => item.url)).toEqual([`${root}/c/`]);
    expect(issue("thin-page")?.items).toEqual([{ url: `${root}/d`, note: "12 words" }]);
  });

  it("reads metadata given as an array of strings, and finds shared titles and descriptions", () => {
    expect(issue("duplicate-title")?.items).toEqual([
      { url: `${root}/c/`, note: "“Same title” (2 pages)" },
      { url: `${root}/d`, note: "“Same title” (2 pages)" },
    ]);
    expect(issue("duplicate-description")?.items.map((item) => item.url)).toEqual([
      `${root}/b`,
      `${root}/c/`,
    ]);
  });

  it("lists links to pages of the site that were not crawled apart, and ignores other sites", () => {
    expect(findings.uncheckedLinks.items).toEqual([
      { url: `${root}/not-crawled`, note: "linked from 1 page" },
    ]);
  });

  it("groups pages by status and by depth from the start URL", () => {
    expect(findings.statusGroups.map((group) => [group.label, group.items.length])).toEqual([
      ["HTTP 200", 5],
      ["HTTP 404", 1],
    ]);
    expect(findings.depthGroups.map((group) => [group.label, group.items.length])).toEqual([
      ["Depth 0 (the start URL)", 1],
      ["Depth 1", 2],
      ["Depth 2", 2],
      ["Not reached from the start URL", 1],
    ]);
  });

  it("lists the largest pages, largest first", () => {
    const sizes = findings.largestPages.items.map((item) => item.note);
    expect(sizes).toHaveLength(LARGEST_PAGES_LISTED);
    expect(findings.largestPages.items.at(-1)?.url).not.toBe(findings.largestPages.items[0]?.url);
  });

  it("keeps hostile titles as text and never turns a script URL into a target", () => {
    const hostile = computeFindings(
      [
        page("/", { title: "<img src=x onerror=alert(1)>", links: ["javascript:alert(1)"] }),
        page("/x", { title: "<img src=x onerror=alert(1)>" }),
      ],
      `${root}/`,
    );
    const shared = hostile.issues.find((candidate) => candidate.id === "duplicate-title");
    expect(shared?.items[0]?.note).toBe("“<img src=x onerror=alert(1)>” (2 pages)");
    expect(hostile.uncheckedLinks.items).toEqual([]);
  });

  it("survives pages without metadata, markdown or html", () => {
    const bare = computeFindings(
      [{}, { metadata: { title: 42 } } as unknown as CrawledPage],
      `${root}/`,
    );
    expect(bare.pageCount).toBe(2);
    expect(bare.statusGroups[0]?.label).toBe("No status");
  });
});

describe("page facts", () => {
  it("take the first non-empty text of a metadata field", () => {
    expect(metadataText(["", " First ", "Second"])).toBe("First");
    expect(metadataText(null)).toBe("");
    expect(metadataText(7)).toBe("");
  });

  it("normalise only http(s) URLs", () => {
    expect(normaliseUrl("/a/#x", `${root}/`)).toBe(`${root}/a`);
    expect(normaliseUrl(`${root}/`)).toBe(root);
    expect(normaliseUrl("javascript:alert(1)")).toBeNull();
    expect(normaliseUrl("mailto:a@example.com")).toBeNull();
  });

  it("read only real elements of the html: not markup in comments, scripts or attribute values", () => {
    const facts = pageFacts({
      markdown: "# A heading in markdown only",
      html: [
        "<!-- <h1>old heading</h1> <a href='/commented-out'>x</a> -->",
        "<script>document.write(\"<a href='/from-script'>x</a><h1>\")</script>",
        '<img alt="<a href=/in-attribute>">',
        '<A HREF="/search?a=1&amp;b=2">upper case, encoded</A>',
        "<a href='/single-quoted'>x</a><a name=anchor-without-href>x</a>",
      ].join(""),
      metadata: { sourceURL: `${root}/`, statusCode: 200 },
    });
    expect(facts.links.sort()).toEqual([`${root}/search?a=1&b=2`, `${root}/single-quoted`]);
    expect(facts.hasH1).toBe(false);
  });

  it("fall back to the markdown's links and heading when a page came without html", () => {
    const facts = pageFacts({
      markdown:
        'Heading\n=======\n\nSee [the page](/next "Next") and [mail](mailto:a@example.com).',
      metadata: { sourceURL: `${root}/`, statusCode: 200 },
    });
    expect(facts.links).toEqual([`${root}/next`]);
    expect(facts.hasH1).toBe(true);
  });
});

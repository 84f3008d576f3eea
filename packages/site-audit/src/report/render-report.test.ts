import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, type IssueGroup, type SiteAudit } from "../types";
import type { CrawlDiff } from "../compare/crawl-changes";
import { HOSTILE, hostileReportInput } from "./report.fixture";
import { REPORT_TEXT_CHARS } from "./html";
import { PAGES_SHOWN } from "./page-list";
import { renderReport } from "./render-report";
import type { ReportInput, ReportSite } from "./types";

type Document = ReturnType<typeof parseDocument>;
type Node = Document["children"][number];
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const parse = (markup: string) => parseDocument(markup);
const elements = (root: Document | Node, test: (element: Element) => boolean) =>
  DomUtils.findAll(test, [root]);
const byTag = (root: Document | Node, tag: string) =>
  DomUtils.getElementsByTagName(tag, root as Document, true);
const text = (node: Node | Node[]) => DomUtils.textContent(node).replace(/\s+/g, " ").trim();
const byClass = (root: Document | Node, name: string) =>
  elements(root, (element) => (element.attribs["class"] ?? "").split(" ").includes(name));

/** An issue group; `total` is the true count the engine adds beside capped items. */
function group(overrides: Partial<IssueGroup> & { id: string; total?: number }): IssueGroup {
  return {
    label: `Label of ${overrides.id}`,
    category: "links",
    severity: "warning",
    why: "Why.",
    how: "How.",
    source: "html",
    items: [{ url: "https://example.com/", detail: "detail" }],
    total: overrides.items?.length ?? 1,
    ...overrides,
  };
}

/** An audit with these issues, as the engine wrote it before it recorded its configuration. */
function audit(issues: IssueGroup[]): SiteAudit {
  const written: Omit<SiteAudit, "configuration"> = {
    catalogueVersion: 2,
    pageCount: 10,
    health: { score: 90, pages: 10, pagesWithErrors: 1 },
    counts: { error: 1, warning: 2, notice: 3 },
    issues,
    checksRun: 57,
    checks: [],
    listings: {
      statuses: [],
      depths: [],
      largest: { id: "largest", label: "Largest", items: [], total: 0 },
    },
  };
  return written as SiteAudit;
}

const site = (issues: IssueGroup[], extra: Partial<ReportSite> = {}): ReportSite => ({
  name: "Example",
  startUrl: "https://example.com/",
  crawledAt: Date.UTC(2025, 10, 28, 9, 30),
  audit: audit(issues),
  ...extra,
});

const report = (sites: ReportSite[], extra: Partial<ReportInput> = {}) =>
  renderReport({ title: "Audit", generatedAt: Date.UTC(2025, 10, 28, 10, 0), sites, ...extra });

describe("renderReport on the hostile fixture", () => {
  let markup: string;
  let document: Document;

  beforeAll(async () => {
    markup = renderReport(await hostileReportInput());
    document = parse(markup);
  });

  it("is one HTML document in English, with the policy before the stylesheet", () => {
    expect(markup.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    const tags = byTag(document, "*").map((element) => element.name);
    expect(tags.slice(0, 4)).toEqual(["html", "head", "meta", "meta"]);
    expect(tags.indexOf("style")).toBeGreaterThan(3);
    const metas = byTag(document, "meta").map((meta) => meta.attribs);
    expect(metas[0]).toEqual({ charset: "utf-8" });
    expect(metas[1]?.["http-equiv"]).toBe("Content-Security-Policy");
    expect(metas).toContainEqual({ name: "referrer", content: "no-referrer" });
  });

  it("allows no script, and no style but its own, named by its SHA-256", () => {
    const styles = byTag(document, "style");
    expect(styles).toHaveLength(1);
    const css = text((styles[0] as Element).children);
    const hash = createHash("sha256")
      .update(DomUtils.textContent(styles[0] as Element), "utf8")
      .digest("base64");
    expect(css.length).toBeGreaterThan(1000);
    const policy = byTag(document, "meta")[1]?.attribs["content"] ?? "";
    expect(policy.split("; ")).toEqual([
      "default-src 'none'",
      "script-src 'none'",
      `style-src 'sha256-${hash}'`,
      "img-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it("has no element and no attribute that the crawl could have made", () => {
    expect(markup).not.toMatch(/<script|<img|<iframe|<object|<embed|<form|<base|<link/i);
    const handlers = elements(document, (element) =>
      Object.keys(element.attribs).some((name) => name.startsWith("on")),
    );
    expect(handlers).toEqual([]);
    expect(elements(document, (element) => "style" in element.attribs)).toEqual([]);
  });

  it("shows each hostile string as its characters", () => {
    const body = DomUtils.textContent(byTag(document, "body"));
    for (const hostile of Object.values(HOSTILE)) expect(body).toContain(hostile);
    expect(text(byTag(document, "title"))).toBe(`Audit of ${HOSTILE.scriptTitle}`);
  });

  it("links only to http(s) pages and to its own sections, which exist", () => {
    const hrefs = byTag(document, "a").map((anchor) => anchor.attribs["href"] ?? "");
    expect(hrefs.filter((href) => !/^(https?:\/\/|#)/.test(href))).toEqual([]);
    const ids = elements(document, (element) => "id" in element.attribs).map(
      (element) => element.attribs["id"],
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const href of hrefs.filter((href) => href.startsWith("#"))) {
      expect(ids).toContain(href.slice(1));
    }
    const spans = byClass(document, "url").filter((element) => element.name === "span");
    expect(spans.map((span) => text(span))).toContain(HOSTILE.javascriptUrl);
    expect(spans.map((span) => text(span))).toContain(HOSTILE.dataUrl);
  });

  it("has its headings in order, one h1, and each site in its own labelled region", () => {
    const levels = elements(document, (element) => /^h[1-6]$/.test(element.name)).map((heading) =>
      Number(heading.name.slice(1)),
    );
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
    });
    expect(byTag(document, "main")).toHaveLength(1);
    const regions = byClass(document, "site");
    expect(regions.map((region) => region.attribs["aria-labelledby"])).toEqual([
      "site-1-name",
      "site-2-name",
    ]);
  });

  it("lists both sites in a table of contents", () => {
    const nav = byTag(document, "nav")[0] as Element;
    expect(byTag(nav, "a").map((anchor) => anchor.attribs["href"])).toEqual(["#site-1", "#site-2"]);
  });

  it("shows the rules configuration when the audit has one", () => {
    const site2 = byClass(document, "site")[1] as Element;
    expect(text(site2)).toContain("The rules this audit ran with 3 rules");
    expect(text(site2)).toContain('{"max":65}');
  });

  it("makes the same bytes from the same input", async () => {
    expect(renderReport(await hostileReportInput())).toBe(markup);
  });
});

describe("renderReport's issues", () => {
  it("groups them by category in the catalogue's order, most severe first within each", () => {
    const markup = report([
      site([
        group({ id: "n", category: "images", severity: "notice" }),
        group({ id: "w", category: "titles", severity: "warning" }),
        group({ id: "e", category: "images", severity: "error" }),
        group({
          id: "w2",
          category: "images",
          severity: "warning",
          items: [],
          total: 5,
        }),
        group({
          id: "odd",
          category: "made-up" as IssueGroup["category"],
          severity: "odd" as IssueGroup["severity"],
        }),
        group({ id: "r", category: "response-codes", severity: "notice" }),
      ]),
    ]);
    const document = parse(markup);
    const categories = byTag(document, "h4")
      .map((heading) => text(heading))
      .filter((heading) => heading.includes("issue"));
    expect(categories).toEqual([
      "Response codes (1 issue)",
      "Titles (1 issue)",
      "Images (3 issues)",
      "made-up (1 issue)",
    ]);
    const order = byClass(document, "group").map((details) => details.attribs["data-check"]);
    expect(order).toEqual(["r", "w", "e", "w2", "n", "odd"]);
    expect(CATEGORIES.map(({ id }) => id).indexOf("titles")).toBeLessThan(
      CATEGORIES.map(({ id }) => id).indexOf("images"),
    );
  });

  it("shows an issue's why, how, threshold and true count, and its first pages", () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      url: `https://example.com/${i}`,
      detail: `detail ${i}`,
    }));
    const markup = report([
      site([
        group({
          id: "title-too-long",
          why: "Search results cut it.",
          how: "Shorten it.",
          threshold: "60 characters",
          items,
          total: 1234,
        }),
      ]),
    ]);
    const details = byClass(parse(markup), "group")[0] as Element;
    expect(text(byTag(details, "summary"))).toBe("Warning Label of title-too-long 1,234 items");
    expect(text(byTag(details, "dl"))).toBe(
      "Why it matters Search results cut it. How to fix it Shorten it. Threshold 60 characters",
    );
    const listed = byTag(details, "li");
    expect(listed).toHaveLength(PAGES_SHOWN);
    expect(text(listed[0] as Element)).toBe("https://example.com/0 detail 0");
    expect(text(byClass(details, "more"))).toBe(
      `and ${(1234 - PAGES_SHOWN).toLocaleString("en")} more (all of them in the issues CSV)`,
    );
  });

  it("counts the items themselves when the group has no total, and says nothing more when all are listed", () => {
    const items = Array.from({ length: 3 }, (_, i) => ({ url: `https://e.com/${i}`, detail: "" }));
    const details = byClass(parse(report([site([group({ id: "x", items })])])), "group")[0];
    expect(text(byClass(details as Element, "group-count"))).toBe("3 items");
    expect(byClass(details as Element, "more")).toEqual([]);
    expect(byClass(details as Element, "detail")).toEqual([]);
  });

  it("says when every check passed", () => {
    expect(text(byTag(parse(report([site([])])), "main"))).toContain(
      "No issues: every check that ran passed.",
    );
  });

  it("shows the health score with its formula, and the items per severity", () => {
    const main = text(byTag(parse(report([site([])])), "main"));
    expect(main).toContain("90 / 100");
    expect(main).toContain(
      "Share of crawled pages with no error-level issue, from 0 to 100. Here 9 of 10 pages have none.",
    );
    expect(main).toContain("Error 1 item in 0 issues Warning 2 items in 0 issues Notice 3 items");
  });

  it("has no table of contents, changes or configuration for one site without them", () => {
    const document = parse(report([site([group({ id: "x" })])]));
    expect(byTag(document, "nav")).toEqual([]);
    expect(text(document)).not.toContain("Changes since the baseline");
    expect(text(document)).not.toContain("Configuration");
    expect(text(document)).not.toContain("Checks not run");
  });

  it("lists the checks that could not run, each with its category and reason", () => {
    const unavailable = [
      {
        id: "canonical-missing",
        label: "Page without a canonical",
        category: "canonicals",
        needs: "full-document",
        reason: "Needs the full document (rawHtml)",
      },
      {
        id: "sitemap-orphan",
        label: "<b>Sitemap</b> URL not crawled",
        category: "sitemaps",
        needs: "sitemap",
        reason: "Needs the sitemap",
      },
    ] as SiteAudit["unavailable"];
    const document = parse(report([site([], { audit: { ...audit([]), unavailable } })]));
    const [section] = elements(
      document,
      (element) => element.attribs["data-slot"] === "unavailable-checks",
    );
    expect(section && text(section)).toContain("Checks not run (2)");
    const items = byTag(section as Node, "li").map((item) => text(item));
    expect(items).toEqual([
      "Page without a canonical (Canonicals): Needs the full document (rawHtml)",
      "<b>Sitemap</b> URL not crawled (sitemaps): Needs the sitemap",
    ]);
  });
});

describe("renderReport's changes since a baseline", () => {
  const change = (checkId: string, url: string, severity: "error" | "notice" = "error") => ({
    checkId,
    label: `Label of ${checkId}`,
    severity,
    category: "links" as const,
    url,
    detail: `detail of ${url}`,
  });
  const digest = (url: string, title: string) => ({
    key: url,
    url,
    title,
    description: "",
    status: 200,
    h1: "",
    hash: "",
  });
  const diff: CrawlDiff = {
    previousAt: Date.UTC(2025, 10, 21, 9, 30),
    currentAt: Date.UTC(2025, 10, 28, 9, 30),
    added: [digest("https://e.com/new", "")],
    removed: [],
    changed: [
      {
        ...digest("https://e.com/c", "New title"),
        fields: ["title", "content"],
        previous: digest("https://e.com/c", "Old title"),
      },
    ],
    fixed: [change("status-4xx", "https://e.com/gone")],
    new: [
      change("url-parameters", "https://e.com/?a", "notice"),
      ...Array.from({ length: 25 }, (_, i) => change("broken-links", `https://e.com/${i}`)),
    ],
    notCompared: [{ id: "retired", label: "A retired check" }],
  };

  it("lists new and fixed issues per check, most severe first, capped, and the checks not compared", () => {
    const main = byTag(parse(report([site([], { diff })])), "main")[0] as Element;
    const all = text(main);
    expect(all).toContain(
      "Baseline crawled 21 Nov 2025, 09:30 UTC; this crawl 28 Nov 2025, 09:30 UTC.",
    );
    expect(all).toContain("New issues (26 items)");
    expect(all).toContain("Fixed issues (1 item)");
    const groups = byClass(main, "group").map((details) => details.attribs["data-check"]);
    expect(groups.slice(0, 3)).toEqual(["broken-links", "url-parameters", "status-4xx"]);
    const broken = byClass(main, "group")[0] as Element;
    expect(byTag(broken, "li")).toHaveLength(PAGES_SHOWN);
    expect(text(byClass(broken, "more"))).toBe("and 5 more (all of them in the issues CSV)");
    expect(all).toContain("Not compared (1 check)");
    expect(all).toContain("A retired check retired");
  });

  it("lists pages added, removed and changed, with what changed", () => {
    const all = text(byTag(parse(report([site([], { diff })])), "main"));
    expect(all).toContain("Pages added 1 page https://e.com/new (untitled)");
    expect(all).toContain("Pages removed none");
    expect(all).toContain("https://e.com/c title “Old title” → “New title”; text changed");
  });
});

describe("renderReport on input it cannot trust", () => {
  it("clips every string, so a megabyte title makes a small file", () => {
    const huge = "<".repeat(1_000_000);
    const markup = report(
      [
        site([group({ id: "x", label: huge, why: huge, items: [{ url: huge, detail: huge }] })], {
          name: huge,
        }),
      ],
      { title: huge, tool: huge },
    );
    expect(markup.length).toBeLessThan(200_000);
    expect(markup).toContain(`${"&lt;".repeat(REPORT_TEXT_CHARS - 1)}…`);
  });

  it("renders an audit read from a file with missing or mistyped parts", () => {
    const broken = {
      catalogueVersion: "x",
      health: { score: Number.NaN },
      counts: null,
      issues: [null, { id: 5, severity: {}, items: "nope" }],
    } as unknown as SiteAudit;
    const markup = report([site([], { audit: broken, crawledAt: Number.NaN })]);
    const all = text(byTag(parse(markup), "main"));
    expect(all).toContain("crawled an unknown time");
    expect(all).toContain("0 / 100");
  });

  it("says so when there is no site", () => {
    expect(text(byTag(parse(report([])), "main"))).toBe("No site was audited.");
  });
});

import { analyseCrawl } from "../analysis/analyse-crawl";
import { toAuditSnapshot } from "../compare/audit-snapshot";
import { diffCrawls } from "../compare/crawl-diff";
import type { CrawledPage } from "../document";
import type { IssueGroup, SiteAudit } from "../types";
import type { ReportInput } from "./types";

/**
 * Crawled text written to run code if the report ever treated it as markup: each sets
 * `window.__pwned` (or would, through an attribute or a URL), and each must show as its characters.
 */
export const HOSTILE = {
  scriptTitle: "<script>window.__pwned=1</script>",
  attributeTitle: '"><img src=x onerror="window.__pwned=2">',
  linkText: '<b onmouseover="window.__pwned=3">here</b><style>body{display:none}</style>',
  javascriptUrl: "javascript:alert(1)",
  dataUrl: "data:text/html,<script>window.__pwned=4</script>",
} as const;

const SITE = "https://hostile.example/";
const FIRST_AT = Date.UTC(2025, 10, 21, 9, 30);
const SECOND_AT = Date.UTC(2025, 10, 28, 9, 30);

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

/** A small site whose titles, link text and addresses carry HOSTILE; `revision` 1 changes it. */
function hostilePages(revision: number): CrawledPage[] {
  const escapedLinkText = HOSTILE.linkText.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const page = (path: string, title: string, body: string, statusCode = 200): CrawledPage => ({
    markdown: body,
    html: `<h1>${title.replace(/</g, "&lt;")}</h1><p>${words(30)}</p>${body}`,
    metadata: {
      title,
      sourceURL: new URL(path, SITE).href,
      url: new URL(path, SITE).href,
      statusCode,
    },
  });
  return [
    page(
      "/",
      HOSTILE.scriptTitle,
      `<a href="/b">b</a><a href="${HOSTILE.javascriptUrl}">${escapedLinkText}</a><a href="/gone">gone</a>`,
    ),
    page(
      "/b",
      HOSTILE.attributeTitle,
      `<a href="/">home</a><img src="http://hostile.example/x.png">`,
    ),
    page("/gone", "Gone", "", revision === 0 ? 404 : 200),
    {
      html: `<h1>Script address</h1><a href="/">home</a>`,
      metadata: { title: HOSTILE.scriptTitle, sourceURL: HOSTILE.javascriptUrl, statusCode: 200 },
    },
    {
      html: `<h1>Data address</h1><a href="/">home</a>`,
      metadata: { title: "Data", sourceURL: HOSTILE.dataUrl, statusCode: 500 },
    },
    ...(revision === 1 ? [page("/new", HOSTILE.attributeTitle, `<a href="/">home</a>`)] : []),
  ];
}

/** `group` with `count` items, of which only the first 30 are kept, as the engine caps them. */
function withManyItems(group: IssueGroup, count: number): IssueGroup {
  const items = Array.from({ length: 30 }, (_, i) => ({
    url: `${SITE}many/${i}?q=${encodeURIComponent(HOSTILE.scriptTitle)}`,
    detail: `${HOSTILE.attributeTitle} #${i}`,
  }));
  return { ...group, items, total: count } as IssueGroup;
}

/**
 * Two sites: the hostile site as the engine audits it, and its second crawl against the first as
 * a baseline (new and fixed issues, a check not compared, an issue with a true total above its
 * kept items, and the rules configuration the rules work adds to an audit).
 */
export async function hostileReportInput(): Promise<ReportInput> {
  const first = await analyseCrawl(hostilePages(0), SITE);
  const second = await analyseCrawl(hostilePages(1), SITE);
  const diff = diffCrawls(toAuditSnapshot(FIRST_AT, first), toAuditSnapshot(SECOND_AT, second));
  diff.notCompared.push({ id: "retired-check", label: HOSTILE.scriptTitle });
  const [firstIssue, ...rest] = second.audit.issues;
  const audit: SiteAudit = {
    ...second.audit,
    issues: firstIssue ? [withManyItems(firstIssue, 1234), ...rest] : rest,
  };
  Object.assign(audit, {
    configuration: {
      rules: {
        "title-too-long": ["warning", { max: 65 }],
        "lorem-ipsum": ["off", {}],
        [HOSTILE.scriptTitle]: ["notice", { note: HOSTILE.attributeTitle }],
      },
    },
    // Checks that could not run (the crawl has no rawHtml), and one named by crawled-looking text.
    unavailable: [
      ...(second.audit.unavailable ?? []),
      {
        id: HOSTILE.scriptTitle,
        label: HOSTILE.attributeTitle,
        category: HOSTILE.scriptTitle,
        needs: "sitemap",
        reason: HOSTILE.attributeTitle,
      },
    ],
  });
  return {
    title: `Audit of ${HOSTILE.scriptTitle}`,
    generatedAt: Date.UTC(2025, 10, 28, 14, 3),
    tool: HOSTILE.attributeTitle,
    sites: [
      { name: HOSTILE.scriptTitle, startUrl: SITE, crawledAt: FIRST_AT, audit: first.audit },
      {
        name: HOSTILE.attributeTitle,
        startUrl: HOSTILE.javascriptUrl,
        crawledAt: SECOND_AT,
        audit,
        diff,
      },
    ],
  };
}

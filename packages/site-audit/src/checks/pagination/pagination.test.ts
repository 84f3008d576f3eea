import { describe } from "vitest";
import type { CrawledPage } from "../../document";
import { ROOT, documentLink, page, testCheck, withDocument } from "../rule-tester";
import { paginationBadTarget } from "./pagination-bad-target";
import { paginationNotLinked } from "./pagination-not-linked";
import { paginationUnpaired } from "./pagination-unpaired";

/** A page of a series with a pager of <a> links to `linked`, and rel=next/prev in its head. */
function paged(
  path: string,
  rels: { next?: string; prev?: string },
  linked: string[] = [rels.next, rels.prev].filter((href) => href !== undefined),
  metadata?: Record<string, unknown>,
): CrawledPage {
  const pager = linked.map((href) => `<a href="${href}">Page ${href}</a>`).join(" ");
  return withDocument(page(path, { extra: `<p>${pager}</p>`, metadata }), {
    next: rels.next === undefined ? [] : [documentLink(rels.next, path)],
    prev: rels.prev === undefined ? [] : [documentLink(rels.prev, path)],
  });
}

/** Three pages of a series, each linked both ways and to its neighbours. */
const series = () => [
  paged("/blog", { next: "/blog/page/2" }),
  paged("/blog/page/2", { prev: "/blog", next: "/blog/page/3" }),
  paged("/blog/page/3", { prev: "/blog/page/2" }),
];

describe("pagination-bad-target", () =>
  testCheck(paginationBadTarget, {
    invalid: [
      {
        name: "rel=next to a page that answers 404",
        pages: [
          paged("/blog", { next: "/blog/page/2" }),
          page("/blog/page/2", { metadata: { statusCode: 404 } }),
        ],
        items: [{ path: "/blog", detail: "answers 404", target: `${ROOT}/blog/page/2` }],
      },
    ],
    valid: [
      { name: "a series whose pages answer 200", pages: series() },
      {
        name: "rel=next to a page the crawl did not fetch (unknown)",
        pages: [paged("/blog", { next: "/blog/page/2" })],
      },
    ],
  }));

describe("pagination-not-linked", () =>
  testCheck(paginationNotLinked, {
    invalid: [
      {
        name: "rel=next with no <a href> to it on the page",
        pages: [paged("/blog", { next: "/blog/page/2" }, [])],
        items: [
          { path: "/blog", detail: "has no <a href> on the page", target: `${ROOT}/blog/page/2` },
        ],
      },
    ],
    valid: [
      { name: "a pager that links what rel=next and prev name", pages: series() },
      {
        name: "the pager's link written with a trailing slash (the same page)",
        pages: [paged("/blog", { next: "/blog/page/2" }, ["/blog/page/2/"])],
      },
    ],
  }));

describe("pagination-unpaired", () =>
  testCheck(paginationUnpaired, {
    invalid: [
      {
        name: "rel=next to a page without rel=prev back",
        pages: [paged("/blog", { next: "/blog/page/2" }), paged("/blog/page/2", {})],
        items: [{ path: "/blog", detail: "has no rel=prev back", target: `${ROOT}/blog/page/2` }],
      },
      {
        name: "rel=prev to a page whose rel=next names another page",
        pages: [paged("/blog", { next: "/blog/page/3" }), paged("/blog/page/2", { prev: "/blog" })],
        items: [{ path: "/blog/page/2", detail: "has no rel=next back", target: `${ROOT}/blog` }],
      },
    ],
    valid: [
      { name: "a series paired both ways", pages: series() },
      {
        name: "the next page came without its document (unknown)",
        pages: [paged("/blog", { next: "/blog/page/2" }), page("/blog/page/2")],
      },
    ],
  }));

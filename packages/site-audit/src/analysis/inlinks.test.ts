import { describe, expect, it } from "vitest";
import { ROOT, page } from "../checks/rule-tester";
import { normaliseUrl } from "../facts/normalise-url";
import { analyseCrawl } from "./analyse-crawl";
import { auditPages } from "./audit-pages";
import { INLINKS_KEPT_PER_PAGE } from "./inlinks";

const template = (content: string) =>
  `<header><a href="/">Logo</a><nav><a href="/gone">Broken menu item</a></nav></header>` +
  `<main>${content}</main><aside><a href="/about">Sidebar about</a></aside>` +
  `<footer><a href="/gone">Footer gone</a></footer>`;

describe("a crawl's inlinks", () => {
  it("lists every link to a page with its source, anchor text and position (nav inside header is nav)", async () => {
    const pages = [
      page("/", { html: template(`<p>See <a href="/gone">our <b>lost</b> page</a></p>`) }),
      page("/about", { html: template(`<a href="/about">Self link</a>`) }),
      page("/gone", { metadata: { statusCode: 404 }, html: "<main>Not found</main>" }),
      page("/markdown-only", { html: null, markdown: "[Gone](https://moving.example.com/gone)" }),
    ];
    const { inlinks } = await analyseCrawl(pages, `${ROOT}/`);
    expect(inlinks?.byPage[`${ROOT}/gone`]).toEqual({
      items: [
        { from: `${ROOT}/`, text: "Broken menu item", position: "nav" },
        { from: `${ROOT}/`, text: "our lost page", position: "content" },
        { from: `${ROOT}/`, text: "Footer gone", position: "footer" },
        { from: `${ROOT}/about`, text: "Broken menu item", position: "nav" },
        { from: `${ROOT}/about`, text: "Footer gone", position: "footer" },
        // Markdown says nothing of where a link sits (nor, here, of its text).
        { from: `${ROOT}/markdown-only`, text: "", position: "unknown" },
      ],
      total: 6,
    });
    // A page's link to itself is no inlink; the header's logo and the aside are told apart.
    expect(inlinks?.byPage[`${ROOT}/about`]?.items).toEqual([
      { from: `${ROOT}/`, text: "Sidebar about", position: "aside" },
    ]);
    expect(inlinks?.byPage[normaliseUrl(`${ROOT}/`) ?? ""]?.items).toEqual([
      { from: `${ROOT}/about`, text: "Logo", position: "header" },
    ]);
  });

  it("keeps the first inlinks of a page beside their true total", async () => {
    const many = Array.from({ length: 150 }, (_, index) => `<a href="/target">Link ${index}</a>`);
    const pages = [
      page("/", { html: `<main>${many.join(" ")}</main>` }),
      page("/target", { html: "<main>No links</main>" }),
    ];
    const { inlinks } = await analyseCrawl(pages, `${ROOT}/`);
    const target = inlinks?.byPage[`${ROOT}/target`];
    expect(target?.total).toBe(150);
    expect(target?.items).toHaveLength(INLINKS_KEPT_PER_PAGE);
    expect(target?.items.at(-1)?.text).toBe(`Link ${INLINKS_KEPT_PER_PAGE - 1}`);
    expect([inlinks?.kept, inlinks?.total]).toEqual([INLINKS_KEPT_PER_PAGE, 150]);
    // Gathered only when asked for (the web tool's analyseCrawl asks; a command line does not).
    expect((await auditPages(pages, { startUrl: `${ROOT}/` })).inlinks).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "../options.js";
import { AUDIT_PAGES, UNCRAWLED_PATH } from "./audit-site.js";
import { pageUrl } from "./site-layout.js";
import { SiteRegistry } from "./site-registry.js";
import { renderDocument } from "./synthetic-site.js";

const root = "https://audit.example.com";

function crawlOf(override: Record<string, unknown>) {
  const registry = new SiteRegistry(DEFAULT_SITE, 0);
  registry.set("audit.example.com", override);
  const { site } = registry.resolve(root);
  return Array.from({ length: site.pages }, (_, index) =>
    renderDocument({
      url: pageUrl(root, index),
      index,
      sitePages: site.pages,
      site,
      formats: ["markdown", "html", "links"],
      scrapeId: "fixed",
    }),
  );
}

describe("audit sites", () => {
  const pages = crawlOf({ audit: true });

  it("carry every problem a site audit reports", () => {
    expect(pages).toHaveLength(5);
    expect(pages[AUDIT_PAGES.untitled]?.metadata.title).toBeUndefined();
    expect(pages[AUDIT_PAGES.missing]?.metadata.statusCode).toBe(404);
    // The 404 page is linked from its parent in the tree, so the link is broken.
    expect(pages[1]?.links).toContain(pageUrl(root, AUDIT_PAGES.missing));
    const [first, second] = AUDIT_PAGES.sharedDescription;
    expect(pages[second]?.metadata.description).toBe(pages[first]?.metadata.description);
    const [titled, alsoTitled] = AUDIT_PAGES.sharedTitle;
    expect(pages[titled]?.metadata.title).toBe(pages[alsoTitled]?.metadata.title);
    const thin = pages[AUDIT_PAGES.thin];
    expect(thin?.markdown?.split(/\s+/).length).toBeLessThan(30);
    expect(thin?.html).not.toContain("<h1>");
    expect(thin?.metadata.description).toBeUndefined();
    expect(pages[0]?.links).toContain(`${root}/${UNCRAWLED_PATH}`);
    expect(pages[0]?.html).toContain("<h1>");
  });

  it("are the same for the same seed and revision", () => {
    expect(crawlOf({ audit: true })).toEqual(pages);
    expect(crawlOf({ audit: true, seed: 2 })[0]?.markdown).not.toBe(pages[0]?.markdown);
  });

  it("change between revisions: a page more, one rewritten, problems fixed and new", () => {
    const next = crawlOf({ audit: true, revision: 1 });
    expect(next).toHaveLength(6);
    expect(next[AUDIT_PAGES.rewritten]?.markdown).not.toBe(pages[AUDIT_PAGES.rewritten]?.markdown);
    expect(next[0]?.markdown).toBe(pages[0]?.markdown?.replace(/^.*\n=+\n\n/, ""));
    expect(next[0]?.html).not.toContain("<h1>");
    expect(next[AUDIT_PAGES.untitled]?.metadata.title).toEqual(expect.any(String));
    expect(next[AUDIT_PAGES.thin]?.markdown?.split(/\s+/).length).toBeGreaterThan(100);
    expect(crawlOf({ audit: true, revision: 2 })).toHaveLength(5);
  });

  it("leave ordinary sites as they were", () => {
    const plain = crawlOf({});
    expect(plain[AUDIT_PAGES.missing]?.metadata.statusCode).toBe(200);
    expect(plain.every((page) => typeof page.metadata.title === "string")).toBe(true);
  });

  it("are refused with a typed error when the option has the wrong type", () => {
    const registry = new SiteRegistry(DEFAULT_SITE, 0);
    expect(() => registry.set("audit.example.com", { audit: "yes" } as never)).toThrow(
      "audit must be a boolean",
    );
    expect(() => registry.set("audit.example.com", { revision: -1 })).toThrow(/revision must be/);
  });
});

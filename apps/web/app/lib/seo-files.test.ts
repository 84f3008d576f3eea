import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { robotsTxt, sitemapXml } from "./seo-files";

describe("sitemapXml", () => {
  const xml = sitemapXml(Object.values(pages), "https://keystone.example");

  it("lists the ten marketing pages with absolute URLs", () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(10);
    expect(locations).toContain("https://keystone.example/");
    expect(locations).toContain("https://keystone.example/steel-manufacturing");
  });

  it("leaves out the noindex pages", () => {
    expect(xml).not.toContain("/analysis");
    expect(xml).not.toContain("/404");
  });

  it("escapes characters that XML reserves", () => {
    const entry = {
      path: "/a?b=1&c=2",
      title: "t",
      description: "d",
      indexable: true,
      hydrates: false,
    };
    expect(sitemapXml([entry], "https://keystone.example")).toContain(
      "<loc>https://keystone.example/a?b=1&#38;c=2</loc>",
    );
  });

  it("declares the sitemap namespace", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});

describe("robotsTxt", () => {
  it("allows crawling and points to the sitemap", () => {
    expect(robotsTxt("https://keystone.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://keystone.example/sitemap.xml\n",
    );
  });
});

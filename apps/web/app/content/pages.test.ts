import { describe, expect, it } from "vitest";
import routes from "../routes";
import { pages, prerenderedPaths, seoFiles } from "./pages";

describe("the page table", () => {
  it("gives every page a distinct title and description", () => {
    const entries = Object.values(pages);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length);
  });

  it("prerenders every page (the analysis tool's first screen too) and the SEO files", () => {
    expect(prerenderedPaths).toHaveLength(14);
    expect(prerenderedPaths).toContain("/404");
    expect(prerenderedPaths).toContain("/analysis");
    expect(prerenderedPaths).toContain("/sitemap.xml");
    expect(prerenderedPaths).toContain("/robots.txt");
  });

  it("has a route for every page of the specification's route table", () => {
    const [layout] = routes;
    const paths = (layout?.children ?? []).map((route) => (route.index ? "/" : `/${route.path}`));
    expect(paths).toHaveLength(12);
    for (const page of Object.values(pages)) {
      if (page.path !== "/404") expect(paths).toContain(page.path);
    }
    expect(paths).toContain("/*");
  });

  it("serves the sitemap and robots.txt from resource routes outside the page layout", () => {
    const resourcePaths = routes.slice(1).map((route) => `/${route.path}`);
    expect(resourcePaths).toEqual([seoFiles.sitemap, seoFiles.robots]);
  });
});

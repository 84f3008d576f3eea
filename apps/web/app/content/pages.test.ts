import { describe, expect, it } from "vitest";
import routes from "../routes";
import { pages, prerenderedPaths } from "./pages";

describe("the page table", () => {
  it("gives every page a distinct title and description", () => {
    const entries = Object.values(pages);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length);
  });

  it("prerenders the ten marketing pages and the not-found page, not the analysis tool", () => {
    expect(prerenderedPaths).toHaveLength(11);
    expect(prerenderedPaths).toContain("/404");
    expect(prerenderedPaths).not.toContain("/analysis");
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
});

import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const headingEmpty: Check = {
  id: "heading-empty",
  label: "Empty heading",
  category: "headings",
  severity: "warning",
  why: "An empty heading is announced to screen-reader users as a section with no name.",
  how: "Give the heading text, or remove it if it only adds space.",
  source: "html: <h1> to <h6> without text or image alt text",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const empty = page.headings.filter((heading) => heading.text === "");
      return empty.length > 0
        ? empty.map((heading) => `empty H${heading.level}`).join(", ")
        : undefined;
    }),
};

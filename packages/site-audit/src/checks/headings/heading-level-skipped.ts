import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

export const headingLevelSkipped: Check = {
  id: "heading-level-skipped",
  label: "Heading level skipped (an H2 followed by an H4)",
  category: "headings",
  severity: "notice",
  why: "Screen-reader users move through a page by its headings; a skipped level looks like a missing section.",
  how: "Nest headings one level at a time: an H3 under an H2, an H4 under an H3.",
  source: "html: <h1> to <h6> in order",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      let previous = 0;
      for (const heading of page.headings) {
        if (previous > 0 && heading.level > previous + 1) {
          return `H${heading.level} ${quote(heading.text)} follows an H${previous}`;
        }
        previous = heading.level;
      }
      return undefined;
    }),
};

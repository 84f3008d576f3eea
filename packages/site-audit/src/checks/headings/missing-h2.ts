import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingH2: Check = {
  id: "missing-h2",
  label: "Page without an H2",
  category: "headings",
  severity: "notice",
  why: "H2s divide a page into the sections readers scan and screen-reader users jump between; a page of one block has none to offer.",
  how: "Give each section of the page an <h2> that says what it covers (a short page may not need one).",
  source: "html: <h2> (markdown: a ## heading when a page has no html)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      // Past the facts' cap an H2 may be among the headings not kept.
      if (page.headingCount > page.headings.length) return undefined;
      return page.headings.some((heading) => heading.level === 2) ? undefined : "no H2";
    }),
};

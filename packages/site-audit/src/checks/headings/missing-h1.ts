import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingH1: Check = {
  id: "missing-h1",
  label: "Page without an H1",
  category: "headings",
  severity: "warning",
  why: "The H1 is the page's main heading: screen-reader users jump to it and search engines read it as the topic.",
  how: "Give the page one <h1> that names its topic.",
  source: "html: <h1> (markdown: a # heading when a page has no html)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.h1Count === 0 ? "no H1" : undefined)),
};

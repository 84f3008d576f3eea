import type { Check } from "../../check";
import { answeredPages, sharedText } from "../helpers";

export const duplicateH2: Check = {
  id: "duplicate-h2",
  label: "H2 used by more than one page",
  category: "headings",
  severity: "notice",
  why: "Pages whose first section has the same heading read as copies of each other in their outline and in search snippets.",
  how: "Word the first H2 of each page for what that page covers.",
  source: "html: the first <h2> (markdown: the first ## heading when a page has no html)",
  run: (site) =>
    sharedText(
      answeredPages(site),
      (page) => page.headings.find((heading) => heading.level === 2)?.text ?? "",
    ),
};

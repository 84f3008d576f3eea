import type { Check } from "../../check";
import { answeredPages, sharedText } from "../helpers";

export const duplicateH1: Check = {
  id: "duplicate-h1",
  label: "H1 used by more than one page",
  category: "headings",
  severity: "notice",
  why: "Pages with the same main heading look interchangeable to readers and search engines.",
  how: "Give each page an H1 about what that page covers.",
  source: "html: the first <h1>",
  run: (site) =>
    sharedText(
      answeredPages(site),
      (page) => page.headings.find((heading) => heading.level === 1)?.text ?? "",
    ),
};

import type { Check } from "../../check";
import { answeredPages, sharedText } from "../helpers";

export const duplicateTitle: Check = {
  id: "duplicate-title",
  label: "Title used by more than one page",
  category: "titles",
  severity: "warning",
  why: "Pages with the same title look the same in search results, and search engines must guess which one to show.",
  how: "Write a title for each page that says what sets it apart.",
  source: "metadata.title (the first value)",
  run: (site) => sharedText(answeredPages(site), (page) => page.titles[0] ?? ""),
};

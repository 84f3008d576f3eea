import type { Check } from "../../check";
import { answeredPages, sharedText } from "../helpers";

export const duplicateDescription: Check = {
  id: "duplicate-description",
  label: "Meta description used by more than one page",
  category: "descriptions",
  severity: "warning",
  why: "The same description under different pages tells searchers nothing about which one to open.",
  how: "Write a description for each page about that page.",
  source: "metadata.description (the first value)",
  run: (site) => sharedText(answeredPages(site), (page) => page.descriptions[0] ?? ""),
};

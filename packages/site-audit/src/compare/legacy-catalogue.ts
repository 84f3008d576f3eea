import type { CategoryId, Severity } from "../types";

/**
 * The seven findings of the tool before the audit (catalogue version 1), as records saved then
 * name them. Their ids that the audit kept mean the same problem there, so a new crawl compares
 * with an old one on those; "thin-page" (under 100 words) became "low-content" (under 200).
 */
export const LEGACY_CHECKS: readonly {
  id: string;
  label: string;
  severity: Severity;
  category: CategoryId;
}[] = [
  { id: "broken-links", label: "Broken internal links", severity: "error", category: "links" },
  { id: "missing-title", label: "Pages without a title", severity: "error", category: "titles" },
  {
    id: "missing-description",
    label: "Pages without a meta description",
    severity: "warning",
    category: "descriptions",
  },
  { id: "missing-h1", label: "Pages without an H1", severity: "warning", category: "headings" },
  {
    id: "duplicate-title",
    label: "Titles used by more than one page",
    severity: "warning",
    category: "titles",
  },
  {
    id: "duplicate-description",
    label: "Descriptions used by more than one page",
    severity: "warning",
    category: "descriptions",
  },
  {
    id: "thin-page",
    label: "Thin pages (fewer than 100 words)",
    severity: "notice",
    category: "content",
  },
];

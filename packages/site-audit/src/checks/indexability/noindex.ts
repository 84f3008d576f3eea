import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const noindex: Check = {
  id: "noindex",
  label: "Page with noindex in its robots meta",
  category: "indexability",
  severity: "warning",
  why: "Search engines drop a noindex page from their results: right for a thank-you page, a loss for anything else.",
  how: "Remove noindex (or “none”) from the robots meta tag of pages meant to be found.",
  source: "metadata.robots (noindex or none); an X-Robots-Tag header is not in the crawl's data",
  run: (site) =>
    pageItems(answeredPages(site), ({ robots }) =>
      robots.includes("noindex") || robots.includes("none")
        ? `robots “${robots.join(", ")}”`
        : undefined,
    ),
};

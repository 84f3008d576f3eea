import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const nofollowMeta: Check = {
  id: "nofollow-meta",
  label: "Page with nofollow in its robots meta",
  category: "indexability",
  severity: "warning",
  why: "nofollow in the robots meta tells search engines to follow none of the page's links.",
  how: "Remove nofollow (or “none”) from the robots meta tag unless the page's links must not be followed.",
  source: "metadata.robots (nofollow or none)",
  run: (site) =>
    pageItems(answeredPages(site), ({ robots }) =>
      robots.includes("nofollow") || robots.includes("none")
        ? `robots “${robots.join(", ")}”`
        : undefined,
    ),
};

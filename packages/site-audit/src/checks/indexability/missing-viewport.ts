import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingViewport: Check = {
  id: "missing-viewport",
  label: "Page without a viewport meta tag",
  category: "indexability",
  severity: "warning",
  why: "Without a viewport, phones show the page zoomed out at desktop width, and search engines rank it as not mobile-friendly.",
  how: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
  source: "metadata.viewport",
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.viewport === "" ? "no viewport" : undefined)),
};

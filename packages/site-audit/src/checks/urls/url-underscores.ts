import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { urlForms } from "../url-forms";

export const urlUnderscores: Check = {
  id: "url-underscores",
  label: "URL with underscores",
  category: "urls",
  severity: "notice",
  why: "Search engines read an underscore as joining words, a hyphen as separating them.",
  how: "Use hyphens between words in addresses, and redirect the old ones.",
  source: "the page's URL, path and query, as given and percent-decoded",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const { pathAndQuery, decoded } = urlForms(page.url);
      return pathAndQuery.includes("_") || decoded.includes("_")
        ? "underscores in the path"
        : undefined;
    }),
};

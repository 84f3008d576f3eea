import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { urlForms } from "../url-forms";

export const urlRepeatedSlashes: Check = {
  id: "url-repeated-slashes",
  label: "URL with repeated slashes",
  category: "urls",
  severity: "notice",
  why: "a//b and a/b are different addresses for one page: a copy for search engines, often from a template bug.",
  how: "Fix the link or template that adds the extra slash, and redirect the doubled address.",
  source: "the page's URL, path, as given and percent-decoded",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const { pathAndQuery, decoded } = urlForms(page.url);
      const path = (text: string) => text.split("?", 1)[0] ?? "";
      return path(pathAndQuery).includes("//") || path(decoded).includes("//")
        ? "“//” in the path"
        : undefined;
    }),
};

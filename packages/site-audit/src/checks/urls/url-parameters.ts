import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { urlForms } from "../url-forms";

export const urlParameters: Check = {
  id: "url-parameters",
  label: "URL with query parameters",
  category: "urls",
  severity: "notice",
  why: "Parameters can make many addresses for one page, which search engines crawl and index as copies.",
  how: "Use plain paths for pages worth indexing; keep parameters for filters and tracking.",
  source: "the page's URL as given",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const { pathAndQuery } = urlForms(page.url);
      const query = pathAndQuery.indexOf("?");
      return query !== -1 && query < pathAndQuery.length - 1 ? "has a query string" : undefined;
    }),
};

import type { Check } from "../../check";
import { answeredPages, isInternal, pageItems } from "../helpers";

export const noInternalOutlinks: Check = {
  id: "no-internal-outlinks",
  label: "Page without internal links",
  category: "links",
  severity: "warning",
  why: "A page that links to no other page of the site is a dead end for visitors and crawlers.",
  how: "Link the page to related pages and back to the site's menu.",
  source: "html: <a href> (markdown links when a page has no html)",
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.links.some(
        (link) => link.target !== null && link.target !== page.key && isInternal(link.target, site),
      )
        ? undefined
        : "no link to another page of the site",
    ),
};

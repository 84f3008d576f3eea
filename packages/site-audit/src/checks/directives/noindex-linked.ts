import type { Check } from "../../check";
import { isNoindex } from "../document-pages";
import { answeredPages, pageItems, plural } from "../helpers";

export const noindexLinked: Check = {
  id: "noindex-linked",
  label: "Noindex page that crawled pages link to",
  category: "directives",
  severity: "notice",
  why: "Internal links to a noindex page send visitors and crawlers to a page search engines will not show, spending the site's crawl and link value on it.",
  how: "Link to indexable pages instead, or remove noindex if the page should be found; leave it for pages only reached by a form or an account.",
  source:
    "metadata.robots and, with rawHtml, <meta name=robots|googlebot>: noindex or none; html: <a href> of the crawled pages",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const inbound = site.inbound.get(page.key) ?? 0;
      return inbound > 0 && isNoindex(page)
        ? `noindex, linked from ${plural(inbound, "crawled page")}`
        : undefined;
    }),
};

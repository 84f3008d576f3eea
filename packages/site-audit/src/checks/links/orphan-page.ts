import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const orphanPage: Check = {
  id: "orphan-page",
  label: "Page that no crawled page links to",
  category: "links",
  severity: "warning",
  why: "Visitors cannot reach the page by clicking, and search engines find it only by chance.",
  how: "Link to the page from a related page or the menu, or retire it.",
  source:
    "html: <a href> of every crawled page (the crawl's pages only: links from elsewhere are unknown)",
  run: (site) =>
    pageItems(site.pages, (page) =>
      page.key !== site.startKey && (site.inbound.get(page.key) ?? 0) === 0
        ? "no crawled page links here"
        : undefined,
    ),
};

import type { Check } from "../../check";
import { isInternal, linkItems, oncePerTarget } from "../helpers";

export const uncheckedLinks: Check = {
  id: "unchecked-links",
  label: "Internal link to a page the crawl did not fetch",
  category: "links",
  severity: "notice",
  why: "The crawl stopped before this page (its page limit, or a path it skipped), so nothing says whether the link works.",
  how: "Open the target to check it, or crawl again with a higher limit.",
  source: "html: <a href> whose internal target is not among the crawled pages",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) =>
        link.target !== null && isInternal(link.target, site) && !site.byKey.has(link.target)
          ? `links to ${link.target}, not crawled`
          : undefined,
      ),
    ),
};

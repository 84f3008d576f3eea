import type { Check } from "../../check";
import { isErrorStatus, isInternal, linkItems, oncePerTarget } from "../helpers";

export const brokenLinks: Check = {
  id: "broken-links",
  label: "Link to a broken page (4xx or 5xx)",
  category: "links",
  severity: "error",
  why: "Visitors who follow the link land on an error, and search engines stop there.",
  how: "Point the link at a page that works, or restore the page it points at.",
  source: "html: <a href> of every page (menus and footers included), statusCode of the target",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) => {
        if (link.target === null || !isInternal(link.target, site)) return undefined;
        const linked = site.byKey.get(link.target);
        return linked && isErrorStatus(linked.statusCode)
          ? `links to ${link.target} (HTTP ${linked.statusCode})`
          : undefined;
      }),
    ),
};

import type { Check } from "../../check";
import { isInternal, linkItems, oncePerTarget } from "../helpers";

export const internalNofollow: Check = {
  id: "internal-nofollow",
  label: "Internal link with rel=nofollow",
  category: "links",
  severity: "warning",
  why: "nofollow tells search engines not to follow the link, so the site hides its own page from them.",
  how: "Remove nofollow from links between the site's own pages.",
  source: "html: <a rel>",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) =>
        link.target !== null && isInternal(link.target, site) && link.rel.includes("nofollow")
          ? `links to ${link.target} with rel="${link.rel.join(" ")}"`
          : undefined,
      ),
    ),
};

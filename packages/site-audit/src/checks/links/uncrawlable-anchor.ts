import type { Check } from "../../check";
import { linkItems } from "../helpers";
import type { LinkFact } from "../../facts/types";

function uncrawlable(link: LinkFact): string | undefined {
  if (!link.hasHref) return undefined;
  const href = link.href.trim();
  if (href === "") return "empty href";
  if (href === "#") return 'href="#"';
  if (/^javascript:/i.test(href)) return "href is javascript:";
  return undefined;
}

export const uncrawlableAnchor: Check = {
  id: "uncrawlable-anchor",
  label: "Link without a crawlable href",
  category: "links",
  severity: "warning",
  why: "Search engines follow only real addresses; a link made of script or “#” leads them nowhere.",
  how: "Give the link the address of its page in href, or make it a button if it only runs script.",
  threshold: 'href that is empty, "#" or javascript:',
  source: "html: <a href> (anchors without href are named anchors and are not reported)",
  run: (site) =>
    linkItems(site.pages, (link) => {
      const reason = uncrawlable(link);
      return reason === undefined ? undefined : `${reason}${link.text ? ` (“${link.text}”)` : ""}`;
    }),
};

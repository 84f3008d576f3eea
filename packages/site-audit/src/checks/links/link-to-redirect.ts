import type { Check } from "../../check";
import { linkItems, oncePerTarget } from "../helpers";

export const linkToRedirect: Check = {
  id: "link-to-redirect",
  label: "Link to a redirected page",
  category: "links",
  severity: "notice",
  why: "Every click on the link costs a redirect before the page loads.",
  how: "Change the link to the address the redirect ends at.",
  source: "html: <a href>; the target's metadata.sourceURL and metadata.url",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) => {
        const linked = link.target === null ? undefined : site.byKey.get(link.target);
        return linked && linked.key === link.target && linked.finalKey !== linked.key
          ? `links to ${link.target}, which redirects to ${linked.finalKey}`
          : undefined;
      }),
    ),
};

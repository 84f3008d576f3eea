import type { Check } from "../../check";
import { linkItems, oncePerTarget } from "../helpers";

export const insecureLink: Check = {
  id: "insecure-link",
  label: "Link from an https page to an http:// page",
  category: "links",
  severity: "warning",
  why: "The visitor leaves an encrypted page for one anyone on the network can read or change.",
  how: "Link to the https:// address; if the target has none, ask its owner or drop the link.",
  source: "html: <a href>, on pages whose URL is https",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link, page) =>
        page.url.startsWith("https:") && link.target?.startsWith("http:")
          ? `links to ${link.target}`
          : undefined,
      ),
    ),
};

import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const redirected: Check = {
  id: "redirected",
  label: "Page redirected (final URL differs from the requested one)",
  category: "response-codes",
  severity: "notice",
  why: "Each redirect is an extra round trip for visitors and a hop search engines must follow.",
  how: "Link to the final address directly; keep the redirect only for old links from outside.",
  source: "metadata.sourceURL compared with metadata.url (normalised)",
  run: (site) =>
    pageItems(site.pages, (page) =>
      page.finalKey !== page.key ? `redirects to ${page.finalKey}` : undefined,
    ),
};

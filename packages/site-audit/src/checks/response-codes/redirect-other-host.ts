import type { Check } from "../../check";
import { pageItems } from "../helpers";

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

export const redirectOtherHost: Check = {
  id: "redirect-other-host",
  label: "Page redirected to another host",
  category: "response-codes",
  severity: "warning",
  why: "A page of the site that ends on another host leaves the site, often by mistake.",
  how: "Check that the redirect is meant; point it at this site's page, or remove the links to it.",
  source: "host of metadata.sourceURL compared with host of metadata.url",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const from = hostOf(page.key);
      const to = hostOf(page.finalKey);
      return from !== undefined && to !== undefined && from !== to
        ? `redirects to ${page.finalKey} (host ${to})`
        : undefined;
    }),
};

import type { Check } from "../../check";
import { pageItems } from "../helpers";

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export const redirectHttpToHttps: Check = {
  id: "redirect-http-to-https",
  label: "Page requested over http:// that redirects to https://",
  category: "response-codes",
  severity: "notice",
  why: "The secure page is one round trip further away, and the first request travels unencrypted.",
  how: "Link to the https:// address; keep the redirect (and HSTS) for old links from outside.",
  source: "scheme of metadata.sourceURL (http) compared with that of metadata.url (https)",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const from = parsed(page.key);
      const to = parsed(page.finalKey);
      if (from?.protocol !== "http:" || to?.protocol !== "https:") return undefined;
      const same =
        from.host === to.host && from.pathname === to.pathname && from.search === to.search;
      return same
        ? `http → https: ${page.finalKey}`
        : `http → https, to another address: ${page.finalKey}`;
    }),
};

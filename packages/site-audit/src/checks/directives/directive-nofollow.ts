import type { Check } from "../../check";
import { directivesNamed, documentItems } from "../document-pages";

const NOFOLLOW = new Set(["nofollow", "none"]);

export const directiveNofollow: Check = {
  id: "directive-nofollow",
  label: "Page with nofollow only the full document shows (googlebot meta)",
  category: "directives",
  severity: "warning",
  why: "A nofollow in <meta name=googlebot>, or in a robots meta the provider's metadata left out, tells Google to follow none of the page's links.",
  how: "Remove nofollow (or “none”) from the page's robots and googlebot metas unless its links must not be followed.",
  source:
    "rawHtml: <meta name=robots|googlebot> nofollow or none, on pages whose metadata.robots does not say it (those are the indexability check nofollow-meta's)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document, page) => {
      if (page.robots.some((directive) => NOFOLLOW.has(directive))) return undefined;
      const found = directivesNamed(document, (name) => NOFOLLOW.has(name));
      return found.length > 0 ? found.join(", ") : undefined;
    }),
};

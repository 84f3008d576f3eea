import type { Check } from "../../check";
import { directivesNamed, documentItems } from "../document-pages";

const NOINDEX = new Set(["noindex", "none"]);

export const directiveNoindex: Check = {
  id: "directive-noindex",
  label: "Page with noindex only the full document shows (googlebot meta)",
  category: "directives",
  severity: "warning",
  why: "A noindex in <meta name=googlebot>, or in a robots meta the provider's metadata left out, drops the page from Google's results just as the robots meta does.",
  how: "Remove noindex (or “none”) from the page's robots and googlebot metas unless it must stay out of search results.",
  source:
    "rawHtml: <meta name=robots|googlebot> noindex or none, on pages whose metadata.robots does not say it (those are the indexability check noindex's)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document, page) => {
      if (page.robots.some((directive) => NOINDEX.has(directive))) return undefined;
      const found = directivesNamed(document, (name) => NOINDEX.has(name));
      return found.length > 0 ? found.join(", ") : undefined;
    }),
};

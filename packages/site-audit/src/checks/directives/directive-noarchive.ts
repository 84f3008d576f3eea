import type { Check } from "../../check";
import { directivesNamed, documentItems } from "../document-pages";

const NOARCHIVE = new Set(["noarchive", "nocache"]);

export const directiveNoarchive: Check = {
  id: "directive-noarchive",
  label: "Page with noarchive",
  category: "directives",
  severity: "notice",
  why: "noarchive asks search engines and archives to keep no cached copy: usually deliberate, sometimes left over from a template.",
  how: "Remove noarchive (or Bing's nocache) from the robots meta unless a cached copy must not be shown.",
  source: "rawHtml: <meta name=robots|googlebot> noarchive or nocache",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const found = directivesNamed(document, (name) => NOARCHIVE.has(name));
      return found.length > 0 ? found.join(", ") : undefined;
    }),
};

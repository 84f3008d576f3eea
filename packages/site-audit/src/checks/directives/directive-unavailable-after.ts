import type { Check } from "../../check";
import { directivesNamed, documentItems } from "../document-pages";

export const directiveUnavailableAfter: Check = {
  id: "directive-unavailable-after",
  label: "Page with unavailable_after (drops out of search on a date)",
  category: "directives",
  severity: "notice",
  why: "unavailable_after asks Google to drop the page from its results after a date: right for an event or an offer, a surprise on a page meant to stay.",
  how: "Remove unavailable_after from the robots meta of pages that should stay in search results, or check that its date is the one meant.",
  source: "rawHtml: <meta name=robots|googlebot> unavailable_after",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const found = directivesNamed(document, (name) => name === "unavailable_after");
      return found.length > 0 ? found.join(", ") : undefined;
    }),
};

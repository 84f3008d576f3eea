import type { Check } from "../../check";
import { pageItems, plural } from "../helpers";
import { documentPages } from "./json-ld-items";

const listed = (types: readonly string[]) => (types.length === 0 ? "" : ` (${types.join(", ")})`);

export const microdataRdfa: Check = {
  id: "microdata-rdfa",
  label: "Page with microdata or RDFa",
  category: "structured-data",
  severity: "notice",
  why: "Microdata and RDFa are read by search engines too, but they are spread through the html and easy to break when a template changes; this audit checks only JSON-LD's properties.",
  how: "Check these items with Google's Rich Results Test, or move them to one JSON-LD block.",
  source: "rawHtml: elements with itemscope (itemtype) and RDFa typeof",
  needs: "full-document",
  run: (site) =>
    pageItems(documentPages(site), (page) => {
      const document = page.document;
      if (!document || (document.microdataCount === 0 && document.rdfaCount === 0))
        return undefined;
      const parts: string[] = [];
      if (document.microdataCount > 0) {
        parts.push(
          `${plural(document.microdataCount, "microdata item")}${listed(document.microdataTypes)}`,
        );
      }
      if (document.rdfaCount > 0) {
        parts.push(`${plural(document.rdfaCount, "RDFa item")}${listed(document.rdfaTypes)}`);
      }
      return parts.join(", ");
    }),
};

import type { Check } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { JSON_LD_SOURCE, blockPlace, documentPages, itemName, jsonLdItems } from "./json-ld-items";

export const jsonLdMissingContextType: Check = {
  id: "json-ld-missing-context-type",
  label: "JSON-LD without @context or @type",
  category: "structured-data",
  severity: "warning",
  why: "Without @context a block's names mean nothing to a search engine, and without @type it describes no known thing.",
  how: 'Start each item with "@context": "https://schema.org" and name its "@type" (Organization, Product…).',
  source: `${JSON_LD_SOURCE}: @context and @type of each item (array and @graph items, which take the block's @context)`,
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const page of documentPages(site)) {
      for (const { block, item } of jsonLdItems(page)) {
        const missing = [
          item.context === null ? "@context" : "",
          item.types.length === 0 ? "@type" : "",
        ].filter(Boolean);
        if (missing.length === 0) continue;
        const detail = `${blockPlace(block)}: ${itemName(item)} without ${missing.join(" and ")}`;
        items.push(auditItem(page.url, detail));
      }
    }
    return items;
  },
};

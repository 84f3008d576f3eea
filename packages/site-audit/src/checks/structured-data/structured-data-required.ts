import type { Check } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { itemFindings, missingRequired } from "./google-properties";
import { JSON_LD_SOURCE, blockPlace, documentPages, itemName, jsonLdItems } from "./json-ld-items";

export const structuredDataRequired: Check = {
  id: "structured-data-required",
  label: "Structured data without a property Google requires",
  category: "structured-data",
  severity: "warning",
  why: "An item without a property Google requires for its type is not eligible for that type's rich result.",
  how: "Add the properties named to the item, with values that match the page's visible content.",
  threshold:
    "Google's required properties for Organization, LocalBusiness, WebSite, BreadcrumbList, Article, Product, FAQPage and Service",
  source: `${JSON_LD_SOURCE}: each item's properties and its first objects one level down (an Offer, a ListItem, a Question), against Google's documentation (google-properties.ts)`,
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const page of documentPages(site)) {
      for (const { block, item } of jsonLdItems(page)) {
        for (const { requirements, findings } of itemFindings(item, missingRequired)) {
          const parts = findings.map(({ where, found }) =>
            `${where === "" ? "" : `${where} `}without ${found.join("; ")}`.trim(),
          );
          const detail = `${blockPlace(block)}: ${itemName(item)} (read as ${requirements.type}) ${parts.join("; ")}`;
          items.push(auditItem(page.url, detail));
        }
      }
    }
    return items;
  },
};

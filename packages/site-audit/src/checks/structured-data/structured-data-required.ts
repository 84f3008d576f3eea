import type { Check } from "../../check";
import { missingRequired } from "./google-properties";
import { missingPropertyItems } from "./missing-properties";
import { JSON_LD_SOURCE } from "./json-ld-items";

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
  run: (site) => missingPropertyItems(site, missingRequired, "; "),
};

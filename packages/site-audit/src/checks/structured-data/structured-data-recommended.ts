import type { Check } from "../../check";
import { missingRecommended } from "./google-properties";
import { missingPropertyItems } from "./missing-properties";
import { JSON_LD_SOURCE } from "./json-ld-items";

export const structuredDataRecommended: Check = {
  id: "structured-data-recommended",
  label: "Structured data without a property Google recommends",
  category: "structured-data",
  severity: "notice",
  why: "Recommended properties are optional, but each one missing gives a rich result less to show (ratings, prices, dates).",
  how: "Add the recommended properties the page has content for; leave out those it does not.",
  threshold: "Google's recommended properties for the same eight types (schema.org's for Service)",
  source: `${JSON_LD_SOURCE}: each item's properties and its first objects one level down (an Offer, a ListItem, a Question), against Google's documentation (google-properties.ts)`,
  needs: "full-document",
  run: (site) => missingPropertyItems(site, missingRecommended, ", "),
};

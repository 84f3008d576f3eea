import type { Check } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { JSON_LD_SOURCE, blockPlace, documentPages } from "./json-ld-items";

export const jsonLdInvalid: Check = {
  id: "json-ld-invalid",
  label: "JSON-LD that does not parse",
  category: "structured-data",
  severity: "warning",
  why: "Search engines drop a JSON-LD block they cannot parse whole, so none of its structured data counts.",
  how: "Fix the JSON at the place named (a missing comma or quote, a trailing comma) and check it with a JSON validator.",
  source: `${JSON_LD_SOURCE} parsed as JSON (nested over 64 levels: not read)`,
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const page of documentPages(site)) {
      for (const block of page.document?.jsonLd ?? []) {
        if (block.summary.ok) continue;
        items.push(auditItem(page.url, `${blockPlace(block)}: ${block.summary.error}`));
      }
    }
    return items;
  },
};

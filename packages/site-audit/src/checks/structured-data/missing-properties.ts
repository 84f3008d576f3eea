import type { SiteContext } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { type ChildRequirements, type TypeRequirements, itemFindings } from "./google-properties";
import { blockPlace, documentPages, itemName, jsonLdItems } from "./json-ld-items";

/**
 * One item per JSON-LD item that lacks properties `missing` names, on each page with the document:
 * what the required and the recommended checks share. `separator` joins the names of one place
 * ("; " for the required, whose entries may be "one of a, b"; ", " for the recommended).
 */
export function missingPropertyItems(
  site: SiteContext,
  missing: (
    properties: Record<string, string>,
    rules: TypeRequirements | ChildRequirements,
  ) => string[],
  separator: string,
): AuditItem[] {
  const items: AuditItem[] = [];
  for (const page of documentPages(site)) {
    for (const { block, item } of jsonLdItems(page)) {
      for (const { requirements, findings } of itemFindings(item, missing)) {
        const parts = findings.map(({ where, found }) =>
          `${where === "" ? "" : `${where} `}without ${found.join(separator)}`.trim(),
        );
        const detail = `${blockPlace(block)}: ${itemName(item)} (read as ${requirements.type}) ${parts.join("; ")}`;
        items.push(auditItem(page.url, detail));
      }
    }
  }
  return items;
}

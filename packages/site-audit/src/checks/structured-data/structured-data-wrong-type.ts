import type { Check } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { itemFindings, wrongKinds } from "./google-properties";
import { JSON_LD_SOURCE, blockPlace, documentPages, itemName, jsonLdItems } from "./json-ld-items";

/** "url", "object" → "a URL or an object", for a detail. */
const KIND_WORDS: Record<string, string> = {
  text: "text",
  url: "an absolute URL",
  number: "a number",
  object: "an object",
  array: "a list",
  boolean: "true or false",
  null: "null",
};
const kindWords = (kinds: readonly string[]) =>
  kinds.map((kind) => KIND_WORDS[kind] ?? kind).join(" or ");

export const structuredDataWrongType: Check = {
  id: "structured-data-wrong-type",
  label: "Structured data property of the wrong type",
  category: "structured-data",
  severity: "warning",
  why: "A property whose value is of the wrong kind (a logo as a number, an address as null) is ignored or makes the item invalid.",
  how: "Give the property the kind of value Google documents: an absolute URL, an object with its own @type, or text.",
  threshold: "the kinds Google documents for the required and recommended properties",
  source: `${JSON_LD_SOURCE}: the kind of each property's value (text, URL, number, object, list), one level down too`,
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const page of documentPages(site)) {
      for (const { block, item } of jsonLdItems(page)) {
        for (const { findings } of itemFindings(item, wrongKinds)) {
          const parts = findings.map(({ where, found }) => {
            const wrong = found.map(
              ({ rule, kind }) =>
                `${rule.name} is ${KIND_WORDS[kind] ?? kind}, expected ${kindWords(rule.kinds)}`,
            );
            return `${where === "" ? "" : `${where}: `}${wrong.join("; ")}`;
          });
          items.push(
            auditItem(page.url, `${blockPlace(block)}: ${itemName(item)}: ${parts.join("; ")}`),
          );
        }
      }
    }
    return items;
  },
};

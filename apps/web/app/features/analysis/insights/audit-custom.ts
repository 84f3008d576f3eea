import type { CustomQueries } from "../model/custom-queries";
import type { AuditCustomQueries } from "./custom-contract";

/** The tool's rows as the engine takes them: a text or a regular expression, named by its kind. */
export function toAuditCustom(queries: CustomQueries): AuditCustomQueries {
  return {
    searches: queries.searches.map(({ name, mode, kind, scope, expression }) => ({
      name: name.trim(),
      mode,
      in: scope,
      ...(kind === "regex" ? { regex: expression } : { text: expression }),
    })),
    extractions: queries.extractions.map(({ name, selector, value, attribute }) => ({
      name: name.trim(),
      selector,
      value,
      ...(value === "attribute" ? { attribute: attribute.trim() } : {}),
    })),
  };
}

import {
  CATEGORIES,
  type CategoryId,
  SEVERITIES,
  type Severity,
} from "@keystone/site-audit/vocabulary";

/**
 * Which issues the views show: those of the ticked severities and categories. Nothing ticked in a
 * group means the group does not narrow the view, so every state has one spelling in the URL.
 */
export interface AuditFilter {
  severities: readonly Severity[];
  categories: readonly CategoryId[];
}

export const NO_FILTER: AuditFilter = { severities: [], categories: [] };

const SEVERITY_PARAM = "severity";
const CATEGORY_PARAM = "category";

/** The known values named in a comma list, in the vocabulary's order; anything else is ignored. */
function known<T extends string>(list: string | null, vocabulary: readonly T[]): T[] {
  const named = new Set((list ?? "").split(",").map((value) => value.trim()));
  return vocabulary.filter((value) => named.has(value));
}

const categoryIds: readonly CategoryId[] = CATEGORIES.map((category) => category.id);

/** The filter a query string names (`?severity=error,warning&category=links`). */
export function parseAuditFilter(search: string): AuditFilter {
  const params = new URLSearchParams(search);
  return {
    severities: known(params.get(SEVERITY_PARAM), SEVERITIES),
    categories: known(params.get(CATEGORY_PARAM), categoryIds),
  };
}

/**
 * `search` with the filter's parameters in place of its own, the others kept; an empty group is
 * no parameter at all. Commas stay readable, as a shared link is read by people.
 */
export function withAuditFilter(search: string, filter: AuditFilter): string {
  const params = new URLSearchParams(search);
  params.delete(SEVERITY_PARAM);
  params.delete(CATEGORY_PARAM);
  const query = params.toString();
  const parts = query === "" ? [] : [query];
  if (filter.severities.length > 0) parts.push(`${SEVERITY_PARAM}=${filter.severities.join(",")}`);
  if (filter.categories.length > 0) parts.push(`${CATEGORY_PARAM}=${filter.categories.join(",")}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/** Whether the filter lets an issue of this severity and category through. */
export function passesFilter(
  filter: AuditFilter,
  issue: { severity: Severity; category: CategoryId },
): boolean {
  return (
    (filter.severities.length === 0 || filter.severities.includes(issue.severity)) &&
    (filter.categories.length === 0 || filter.categories.includes(issue.category))
  );
}

export function isFiltering(filter: AuditFilter): boolean {
  return filter.severities.length > 0 || filter.categories.length > 0;
}

/** `list` with `value` added when absent, removed when present, in the vocabulary's order. */
export function toggled<T extends string>(list: readonly T[], value: T, vocabulary: readonly T[]) {
  const next = new Set(list);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return vocabulary.filter((entry) => next.has(entry));
}

export { categoryIds };

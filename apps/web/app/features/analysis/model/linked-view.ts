import { CATEGORIES, type Severity } from "@keystone/site-audit/vocabulary";
import { type AuditFilter, isFiltering } from "./audit-filter";

const severityWords: Record<Severity, string> = {
  error: "errors",
  warning: "warnings",
  notice: "notices",
};

/** "a", "a and b", "a, b and c". */
function inWords(list: readonly string[]): string {
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/**
 * What a link asks to see, in words ("This link shows warnings in Links for Moving Services"),
 * for the setup step, where no audit is on screen yet to apply it to; null when the link names
 * neither a filter nor a site.
 */
export function linkedViewText(filter: AuditFilter, siteName?: string): string | null {
  const forSite = siteName === undefined ? "" : ` for ${siteName}`;
  if (!isFiltering(filter)) {
    return siteName === undefined ? null : `This link shows the audit of ${siteName}`;
  }
  const what =
    filter.severities.length === 0
      ? "issues of every severity"
      : inWords(filter.severities.map((severity) => severityWords[severity]));
  const categories = CATEGORIES.filter((category) => filter.categories.includes(category.id)).map(
    (category) => category.label,
  );
  const where = categories.length === 0 ? "" : ` in ${inWords(categories)}`;
  return `This link shows ${what}${where}${forSite}`;
}

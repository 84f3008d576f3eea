import { CATEGORIES, type IssueGroup } from "@keystone/site-audit/vocabulary";
import { itemCount } from "../item-count";
import type { CategoryBarsCategory, CategoryBarsSeries, SeverityCounts3 } from "./chart-types";

type IssuesOf = { issues: readonly IssueGroup[] };

const noCounts = (): SeverityCounts3 => ({ error: 0, warning: 0, notice: 0 });

/**
 * Items per category and severity, over every issue group, in the catalogue's category order; only
 * the categories with an issue. Each group counts all its items (`total`), not only those kept.
 */
export function categoryCounts(audit: IssuesOf): CategoryBarsCategory[] {
  const counts = new Map<string, SeverityCounts3>();
  for (const issue of audit.issues) {
    const category = counts.get(issue.category) ?? noCounts();
    category[issue.severity] += itemCount(issue);
    counts.set(issue.category, category);
  }
  // A saved audit of another version may name a category this catalogue does not: shown last, by id.
  const known = new Set<string>(CATEGORIES.map((category) => category.id));
  const unknown = [...counts.keys()].filter((id) => !known.has(id)).sort();
  return [
    ...CATEGORIES.filter((category) => counts.has(category.id)).map(({ id, label }) => ({
      id,
      label,
      counts: counts.get(id) ?? noCounts(),
    })),
    ...unknown.map((id) => ({ id, label: id, counts: counts.get(id) ?? noCounts() })),
  ];
}

/**
 * One series per site for the comparison, over the same categories in the same order (a category
 * one site lacks counts 0 there), so that the bars of the three sites stand side by side.
 */
export function comparisonSeries(
  sites: readonly { id: string; name: string; issues: readonly IssueGroup[] }[],
): CategoryBarsSeries[] {
  const perSite = sites.map((site) => categoryCounts(site));
  const order: { id: string; label: string }[] = [];
  const seen = new Set<string>();
  const all = categoryCounts({ issues: sites.flatMap((site) => site.issues) });
  for (const { id, label } of all) {
    if (!seen.has(id)) order.push({ id, label });
    seen.add(id);
  }
  return sites.map((site, index) => {
    const own = new Map((perSite[index] ?? []).map((category) => [category.id, category.counts]));
    return {
      id: site.id,
      name: site.name,
      categories: order.map(({ id, label }) => ({ id, label, counts: own.get(id) ?? noCounts() })),
    };
  });
}

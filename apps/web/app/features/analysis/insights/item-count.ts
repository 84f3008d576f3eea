/**
 * How many items an issue group or listing has in all. The audit keeps the first items of each and
 * counts every one (`total`); audits made before it did so hold them all.
 */
export function itemCount(group: { items: readonly unknown[]; total?: number }): number {
  return Math.max(group.total ?? 0, group.items.length);
}

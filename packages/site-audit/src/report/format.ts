import { CATEGORIES, SEVERITIES, type Severity } from "../types";
import { html, type SafeHtml } from "./html";

/**
 * Small readers and writers the sections share. The report's input may be an audit read back from
 * a file, so each reader accepts what the types promise and falls back on anything else.
 */

const numbers = new Intl.NumberFormat("en");

/** A count as "1,234"; anything that is not a finite number reads as 0. */
export function formatCount(value: unknown): string {
  return numbers.format(asCount(value));
}

/** A finite, non-negative whole number, else 0. */
export function asCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** "1 item", "3 items". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** An array, or an empty one when a file said something else. */
export function asArray<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/**
 * A time as `<time>`: "28 Nov 2025, 14:03 UTC", the same wherever the report is made (the CLI on
 * a server, the web tool in a browser), so two reports of one audit are byte for byte the same.
 */
export function formatTime(ms: unknown): SafeHtml {
  const date = typeof ms === "number" ? new Date(ms) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) return html`<span>an unknown time</span>`;
  const pad = (n: number) => String(n).padStart(2, "0");
  const words = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
  return html`<time datetime="${date.toISOString()}">${words}</time>`;
}

const SEVERITY_WORDS: Record<Severity, string> = {
  error: "Error",
  warning: "Warning",
  notice: "Notice",
};

/** A severity's place in SEVERITIES; one the catalogue does not know sorts last. */
export function severityRank(severity: unknown): number {
  const rank = SEVERITIES.indexOf(severity as Severity);
  return rank === -1 ? SEVERITIES.length : rank;
}

/** A severity as a badge: a word and a colour, so that colour is never the only signal. */
export function severityBadge(severity: unknown): SafeHtml {
  const known = SEVERITIES.includes(severity as Severity) ? (severity as Severity) : null;
  return known
    ? html`<span class="badge sev-${known}">${SEVERITY_WORDS[known]}</span>`
    : html`<span class="badge sev-other">${String(severity)}</span>`;
}

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map(({ id, label }) => [id, label]));

/** A category's label, or its id when the catalogue does not know it. */
export function categoryLabel(id: string): string {
  return CATEGORY_LABELS.get(id) ?? id;
}

/**
 * How many items a group really has: `total` where the engine gives it (its `items` are then
 * capped), else the items themselves; never fewer than the items listed.
 */
export function trueTotal(group: { items: readonly unknown[] }): number {
  const { total } = group as { total?: unknown };
  return Math.max(asCount(total), asArray(group.items).length);
}

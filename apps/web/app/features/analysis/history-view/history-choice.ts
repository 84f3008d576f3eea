import type { SiteId } from "../model/types";

/** What a site's History section shows besides its list: one kept crawl, or two compared. */
export type HistoryChoice =
  | { kind: "none" }
  | { kind: "open"; id: number }
  /** `older` was saved before `newer` (lower store id); the diff reads from one to the other. */
  | { kind: "compare"; older: number; newer: number };

export const NO_CHOICE: HistoryChoice = { kind: "none" };

/** The query parameter of a site's choice: `history-moving=open:12`, `=compare:3-12`. */
export const choiceParam = (siteId: SiteId) => `history-${siteId}`;

// Store ids are positive integers; 15 digits stay below 2^53, so every one read is exact.
const ID = "([1-9][0-9]{0,14})";
const OPEN = new RegExp(`^open:${ID}$`);
const COMPARE = new RegExp(`^compare:${ID}-${ID}$`);

/** Two crawls to compare, in the order they were saved, whichever order they were chosen in. */
export function comparing(a: number, b: number): HistoryChoice {
  return a === b ? NO_CHOICE : { kind: "compare", older: Math.min(a, b), newer: Math.max(a, b) };
}

/**
 * The choice a value of the parameter names. A link is typed, pasted and edited by people, and
 * may be hostile: anything but the two exact forms (a long value included, which the patterns'
 * anchors and bounded digits reject in one linear pass) is no choice at all.
 */
export function parseHistoryChoice(value: string | null): HistoryChoice {
  if (value === null || value.length > 40) return NO_CHOICE;
  const open = OPEN.exec(value);
  if (open) return { kind: "open", id: Number(open[1]) };
  const compare = COMPARE.exec(value);
  if (compare) return comparing(Number(compare[1]), Number(compare[2]));
  return NO_CHOICE;
}

/** The parameter's value of a choice; null for none, which leaves the parameter out. */
export function historyChoiceText(choice: HistoryChoice): string | null {
  if (choice.kind === "open") return `open:${choice.id}`;
  if (choice.kind === "compare") return `compare:${choice.older}-${choice.newer}`;
  return null;
}

/** The choice of a site that a query string names. */
export function historyChoiceIn(search: string, siteId: SiteId): HistoryChoice {
  return parseHistoryChoice(new URLSearchParams(search).get(choiceParam(siteId)));
}

/**
 * `search` with the site's choice in place of its own, every other parameter kept (the filters,
 * the other sites' choices). The value is written as is, readable in a shared link: it holds only
 * digits, a colon and a hyphen.
 */
export function withHistoryChoice(search: string, siteId: SiteId, choice: HistoryChoice): string {
  const params = new URLSearchParams(search);
  params.delete(choiceParam(siteId));
  const rest = params.toString();
  const value = historyChoiceText(choice);
  const parts = rest === "" ? [] : [rest];
  if (value !== null) parts.push(`${choiceParam(siteId)}=${value}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/** Whether every crawl the choice names is among the kept ones. */
export function choiceIsKept(choice: HistoryChoice, keptIds: ReadonlySet<number>): boolean {
  if (choice.kind === "open") return keptIds.has(choice.id);
  if (choice.kind === "compare") return keptIds.has(choice.older) && keptIds.has(choice.newer);
  return true;
}

/**
 * "29 Nov 2026, 14:05:09", in the browser's time zone unless one is given: `savedOnText` to the
 * second, as two crawls of one site a minute apart are told apart in the History section.
 */
export function keptOnText(crawledAt: number, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
    ...(timeZone ? { timeZone } : {}),
  }).format(crawledAt);
}

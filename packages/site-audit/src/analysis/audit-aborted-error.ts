/**
 * The audit's signal was aborted: no result, and the page source was closed. `cause` is the
 * signal's reason; `pagesRead` how many pages had been read when it stopped.
 */
export class AuditAbortedError extends Error {
  override readonly name = "AuditAbortedError";
  readonly pagesRead: number;

  constructor(pagesRead: number, reason: unknown) {
    super(`The audit was aborted after ${pagesRead} page${pagesRead === 1 ? "" : "s"}.`, {
      cause: reason,
    });
    this.pagesRead = pagesRead;
  }
}

/**
 * The history database is held open at an older version by another tab of an older version of the
 * tool, which does not close it when asked: the upgrade waits until that tab closes. Its own module
 * so that the controller can tell this case apart without loading the IndexedDB wrapper.
 */
export class HistoryBlockedError extends Error {
  override readonly name = "HistoryBlockedError";
  constructor() {
    super("The history is open in a tab of an older version");
  }
}

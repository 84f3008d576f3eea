import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React owns the page. A control
 * whose work is done by script stays disabled until then, so that a visitor who acts before the
 * script arrives gets nothing rather than the browser's native form submission.
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

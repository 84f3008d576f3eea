import { useSyncExternalStore } from "react";

/** The query parameter that names the page shown in the one-URL view, beside the filters. */
export const INSPECTED_PARAMETER = "page";

let inspected: string | undefined;
const listeners = new Set<() => void>();

function current(): string {
  inspected ??= new URLSearchParams(window.location.search).get(INSPECTED_PARAMETER) ?? "";
  return inspected;
}

/**
 * Shows one page in the one-URL view and keeps its address in the query (`?page=`), written with
 * `replaceState` as the filters are, so that a reload or a shared link opens the same page.
 */
export function inspectUrl(url: string) {
  inspected = url;
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (url === "") params.delete(INSPECTED_PARAMETER);
  else params.set(INSPECTED_PARAMETER, url);
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${pathname}${query === "" ? "" : `?${query}`}${hash}`,
  );
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The address of the page the one-URL view shows, "" when none is chosen. */
export function useInspectedUrl(): string {
  return useSyncExternalStore(subscribe, current, () => "");
}

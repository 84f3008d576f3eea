import * as React from "react";
import type { EntryContext } from "react-router";

/**
 * With `ssr: false`, React Router writes an SPA fallback document beside the prerendered pages and
 * refuses to build it unless it loads the app's scripts. It renders that document for "/", so its
 * route matches and their handles are the home page's: nothing in the public route API tells the
 * two renders apart. What does is `isSpaMode` on the `EntryContext` that the framework hands
 * `entry.server.tsx`, a field of that public type whose meaning the docs do not state. This module
 * is the one place that reads it; the end-to-end test of the static documents fails if the
 * framework stops setting it (the fallback would then load no React) or sets it for every page.
 */
const SpaFallbackContext = React.createContext(false);

/** Wraps the server render, telling the documents below whether this is the SPA fallback. */
export function SpaFallbackProvider({
  routerContext,
  children,
}: {
  routerContext: EntryContext;
  children: React.ReactNode;
}) {
  return <SpaFallbackContext value={routerContext.isSpaMode}>{children}</SpaFallbackContext>;
}

/** True only while the framework renders its SPA fallback document (never in the browser). */
export function useIsSpaFallback() {
  return React.useContext(SpaFallbackContext);
}

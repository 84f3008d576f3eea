import type * as React from "react";

/** Marks the one element of a document that React hydrates (see entry.client.tsx). */
export const islandAttribute = "data-island";

/**
 * The part of a prerendered page that React owns in the browser. Everything around it (the
 * header, the footer) stays static HTML with the same behaviours a marketing page gets, so
 * hydration only pays for the components that do something in React.
 */
export function Island({ children }: { children: React.ReactNode }) {
  return <div {...{ [islandAttribute]: "" }}>{children}</div>;
}

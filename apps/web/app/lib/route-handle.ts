/** What a route module may say in its `handle`. */
export type RouteHandle = {
  /**
   * The page is its prerendered HTML plus the static page's script: no React in the browser.
   * Pages that do not say so (the analysis tool, and the SPA fallback that serves it, whose
   * routes are not even loaded when it is rendered) load React and hydrate.
   */
  staticDocument?: boolean;
};

export const staticDocument = { staticDocument: true } satisfies RouteHandle;

import type { PageEntry } from "~/content/pages";

/**
 * What a route module says in its `handle`: which page of the page table it renders. The root
 * reads it through `useMatches()` to decide whether the document loads React (`hydrates`).
 */
export type RouteHandle = { page: PageEntry };

export function pageHandle(page: PageEntry): RouteHandle {
  return { page };
}

/** The page that the deepest matched route declared, if it declared one. */
export function declaredPage(handle: unknown): PageEntry | undefined {
  return (handle as Partial<RouteHandle> | null | undefined)?.page;
}

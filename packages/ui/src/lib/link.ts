import type * as React from "react";

/** A navigation target as the site's content modules describe it. */
export type LinkItem = { href: string; label: string };

/**
 * What renders a link. Receives `href`, `className`, `aria-current`, `onClick` and `children`,
 * so an app can pass an adapter around its router's `Link` while the design system stays router-free.
 */
export type LinkComponent = React.ElementType;

/** Whether a link leaves the site, so that it opens in a new tab and says so. */
export function isExternalHref(href: string) {
  return /^https?:\/\//i.test(href);
}

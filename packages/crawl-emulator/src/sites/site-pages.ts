import { defectPathUrl, defectPlan } from "./defect-plan.js";
import { locatePage, pageUrl } from "./site-layout.js";
import type { SiteOptions } from "./site-options.js";

/** A defect site's pages live at the paths of its plan, from the origin of the URL asked for. */
function defectRoot(href: string): string {
  return `${new URL(href).origin}/`;
}

/** URL of page `index` of the site whose start URL is `root`: a tree page, or a plan page. */
export function sitePageUrl(root: string, index: number, site: SiteOptions): string {
  if (!site.defects || index === 0) return pageUrl(root, index);
  const spec = defectPlan(site.revision ?? 0)[index];
  return spec === undefined ? pageUrl(root, index) : defectPathUrl(defectRoot(root), spec.path);
}

/**
 * Which page of its site a URL is, so that a scrape agrees with a crawl. A URL that is no page
 * of a defect site's plan is index -1, which answers 404 like a real server.
 */
export function locateSitePage(href: string, site: SiteOptions): { index: number } {
  if (!site.defects) return { index: locatePage(href).index };
  const wanted = new URL(href).href;
  const root = defectRoot(href);
  const index = defectPlan(site.revision ?? 0).findIndex(
    (spec) => new URL(defectPathUrl(root, spec.path)).href === wanted,
  );
  return { index };
}

import { defectPathUrl, defectPlan, type DefectPageSpec } from "./defect-plan.js";

const saysNoindex = (directives: string | undefined) =>
  (directives ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .some((directive) => directive === "noindex" || directive === "none");

/**
 * Whether a page of the plan is in its site's sitemap: as the plan says, else when it answers 200
 * where it was asked, is indexable (robots and googlebot) and names itself as canonical (or no
 * page at all), the sitemap a site's generator writes. The plan's planted exceptions say `sitemap`.
 */
function inSitemap(spec: DefectPageSpec): boolean {
  if (spec.sitemap !== undefined) return spec.sitemap;
  const canonical = spec.canonicals?.[0];
  return (
    spec.status === undefined &&
    spec.redirectTo === undefined &&
    !saysNoindex(spec.robots) &&
    !saysNoindex(spec.googlebot) &&
    (canonical === undefined || canonical === spec.path)
  );
}

/** The URLs of a defect site's sitemap in `revision`, in the plan's order. */
export function defectSitemap(siteUrl: string, revision: number): string[] {
  return defectPlan(revision)
    .filter(inSitemap)
    .map((spec) => defectPathUrl(siteUrl, spec.path));
}

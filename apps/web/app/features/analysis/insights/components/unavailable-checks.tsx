import { CATEGORIES, type SiteAudit, type UnavailableCheck } from "@keystone/site-audit/vocabulary";
import type { SitemapOutcome } from "../../model/types";

const categoryLabel = (id: string) =>
  CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** What each need asks of the user: the switch that gives the audit what the checks read. */
const needWords = {
  "full-document": {
    title: "Needs the full document — turn on Full document",
    why: "These checks read the page as served (its head, its structured data), which this crawl did not ask for.",
  },
  sitemap: {
    title: "Needs the sitemap — turn on Compare with the sitemap",
    why: "These checks compare the crawl with the site's sitemap, which this crawl did not ask for.",
  },
} as const;

interface UnavailableChecksProps {
  siteId: string;
  audit: SiteAudit;
  /** What the sitemap comparison got, when it was asked for. */
  sitemap: SitemapOutcome | undefined;
}

/**
 * The checks the audit could not run on this crawl, named, with the switch that lets them run:
 * a check without what it reads says so rather than passing silently.
 */
export function UnavailableChecks({ siteId, audit, sitemap }: UnavailableChecksProps) {
  const unavailable = audit.unavailable ?? [];
  const sitemapError = sitemap && "error" in sitemap ? sitemap.error : undefined;
  if (unavailable.length === 0 && !sitemapError) return null;
  const byNeed = (["full-document", "sitemap"] as const)
    .map((need) => ({ need, checks: unavailable.filter((check) => check.needs === need) }))
    .filter((group) => group.checks.length > 0);
  const headingId = `${siteId}-unavailable`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-slot="unavailable-checks">
      <h4 id={headingId} className="font-semibold">
        Checks not run ({unavailable.length})
      </h4>
      {sitemapError && (
        <p className="text-sm" data-slot="sitemap-error">
          The sitemap could not be read: {sitemapError}
        </p>
      )}
      {byNeed.map(({ need, checks }) => (
        <NeedGroup key={need} siteId={siteId} need={need} checks={checks} />
      ))}
    </section>
  );
}

function NeedGroup({
  siteId,
  need,
  checks,
}: {
  siteId: string;
  need: keyof typeof needWords;
  checks: readonly UnavailableCheck[];
}) {
  const id = `${siteId}-unavailable-${need}`;
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="grid gap-1 rounded-md border border-dashed p-3"
      data-need={need}
    >
      <p id={id} className="text-sm font-medium">
        {needWords[need].title}
      </p>
      <p className="text-sm text-muted-foreground">{needWords[need].why}</p>
      <ul className="grid gap-0.5 text-sm">
        {checks.map((check) => (
          <li key={check.id} data-check={check.id}>
            {check.label}{" "}
            <span className="text-muted-foreground">({categoryLabel(check.category)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

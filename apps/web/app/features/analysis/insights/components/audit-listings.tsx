import { FindingGroup } from "@keystone/ui/components/finding-group";
import type { Listing, SiteAudit } from "@keystone/site-audit/vocabulary";
import { itemCount } from "../item-count";

/**
 * Groups rendered per section: one per HTTP status and per depth, so as many as the crawl had
 * distinct statuses or levels, which a hostile answer makes as many as it has pages.
 */
export const GROUPS_SHOWN = 50;

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

const notes = (listing: Listing) =>
  listing.items.map((item) => ({ url: item.url, note: item.detail }));

/** The first groups of a section, and how many more the Audit JSON has. */
function Groups({ listings }: { listings: readonly Listing[] }) {
  const more = listings.length - GROUPS_SHOWN;
  return (
    <div className="grid gap-2">
      {listings.slice(0, GROUPS_SHOWN).map((listing) => (
        <FindingGroup
          key={listing.id}
          label={listing.label}
          items={notes(listing)}
          total={itemCount(listing)}
          tone="neutral"
        />
      ))}
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          and {more} more groups: the Audit JSON has every one.
        </p>
      )}
    </div>
  );
}

/** What the site is made of, beside its issues: pages by status, by depth, and the largest. */
export function AuditListings({
  idPrefix,
  listings,
}: {
  idPrefix: string;
  listings: SiteAudit["listings"];
}) {
  return (
    <>
      <Section id={`${idPrefix}-statuses`} title="Pages by HTTP status">
        <Groups listings={listings.statuses} />
      </Section>
      <Section id={`${idPrefix}-depth`} title="Depth from the start URL">
        <Groups listings={listings.depths} />
      </Section>
      <Section id={`${idPrefix}-largest`} title="Largest pages">
        <FindingGroup
          label={listings.largest.label}
          items={notes(listings.largest)}
          total={itemCount(listings.largest)}
          tone="neutral"
        />
      </Section>
    </>
  );
}

import { FINDING_ITEMS_SHOWN, FindingGroup } from "@keystone/ui/components/finding-group";
import type { Finding, SiteFindings } from "../findings";

/**
 * Groups rendered per section: one per HTTP status and per depth, so as many as the crawl had
 * distinct statuses or levels, which a hostile answer makes as many as it has pages.
 */
export const GROUPS_SHOWN = 50;

interface FindingsViewProps {
  idPrefix: string;
  findings: SiteFindings;
}

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

/** The first groups of a section, and how many more the Findings CSV has. */
function Groups({ groups }: { groups: readonly Finding[] }) {
  const more = groups.length - GROUPS_SHOWN;
  return (
    <div className="grid gap-2">
      {groups.slice(0, GROUPS_SHOWN).map((group) => (
        <FindingGroup key={group.id} label={group.label} items={group.items} tone="neutral" />
      ))}
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          and {more} more groups: the Findings CSV has every one.
        </p>
      )}
    </div>
  );
}

/**
 * Every finding of a crawl with its count and pages; the overview groups do not count as issues.
 * Each list renders its first pages (FindingGroup's default; the Findings CSV has them all).
 */
export function FindingsView({ idPrefix, findings }: FindingsViewProps) {
  const issueCount = findings.issues.reduce((sum, issue) => sum + issue.items.length, 0);
  return (
    <div className="grid gap-6">
      <Section id={`${idPrefix}-findings`} title={`Findings (${issueCount})`}>
        <p className="text-sm text-muted-foreground">
          From the {findings.pageCount} crawled pages; {findings.errorPages} answered with an error.
          Each list shows its first {FINDING_ITEMS_SHOWN} pages; the Findings CSV has every one.
        </p>
        <div className="grid gap-2">
          {findings.issues.map((issue) => (
            <FindingGroup key={issue.id} label={issue.label} items={issue.items} />
          ))}
          <FindingGroup
            label={findings.uncheckedLinks.label}
            items={findings.uncheckedLinks.items}
            tone="neutral"
          />
        </div>
      </Section>
      <Section id={`${idPrefix}-statuses`} title="Pages by HTTP status">
        <Groups groups={findings.statusGroups} />
      </Section>
      <Section id={`${idPrefix}-largest`} title="Largest pages">
        <FindingGroup
          label={findings.largestPages.label}
          items={findings.largestPages.items}
          tone="neutral"
        />
      </Section>
      <Section id={`${idPrefix}-depth`} title="Depth from the start URL">
        <Groups groups={findings.depthGroups} />
      </Section>
    </div>
  );
}

import { FindingGroup } from "@keystone/ui/components/finding-group";
import type { SiteFindings } from "../findings";

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

/** Every finding of a crawl with its count and pages; the overview groups do not count as issues. */
export function FindingsView({ idPrefix, findings }: FindingsViewProps) {
  const issueCount = findings.issues.reduce((sum, issue) => sum + issue.items.length, 0);
  return (
    <div className="grid gap-6">
      <Section id={`${idPrefix}-findings`} title={`Findings (${issueCount})`}>
        <p className="text-sm text-muted-foreground">
          From the {findings.pageCount} crawled pages; {findings.errorPages} answered with an error.
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
        <div className="grid gap-2">
          {findings.statusGroups.map((group) => (
            <FindingGroup key={group.id} label={group.label} items={group.items} tone="neutral" />
          ))}
        </div>
      </Section>
      <Section id={`${idPrefix}-largest`} title="Largest pages">
        <FindingGroup
          label={findings.largestPages.label}
          items={findings.largestPages.items}
          tone="neutral"
        />
      </Section>
      <Section id={`${idPrefix}-depth`} title="Depth from the start URL">
        <div className="grid gap-2">
          {findings.depthGroups.map((group) => (
            <FindingGroup key={group.id} label={group.label} items={group.items} tone="neutral" />
          ))}
        </div>
      </Section>
    </div>
  );
}

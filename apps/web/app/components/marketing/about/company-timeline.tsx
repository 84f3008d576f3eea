import { Timeline } from "@keystone/ui/components/timeline";
import { timeline } from "~/content/about";
import { PageSection } from "../page-section";

export function CompanyTimeline() {
  return (
    <PageSection
      id="timeline"
      eyebrow="Our Journey"
      title="From Advisory to Holding Company"
      description="Fifteen years, six companies, one direction."
    >
      <Timeline
        aria-label="Company milestones"
        className="mx-auto w-full max-w-2xl"
        entries={timeline.map(({ icon: Icon, ...entry }) => ({ ...entry, icon: <Icon /> }))}
      />
    </PageSection>
  );
}

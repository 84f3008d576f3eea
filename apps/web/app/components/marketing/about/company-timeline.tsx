import { Timeline } from "@keystone/ui/components/timeline";
import { aboutPage, timeline } from "~/content/about";
import { PageSection } from "../page-section";

export function CompanyTimeline() {
  return (
    <PageSection intro={aboutPage.timeline}>
      <Timeline
        aria-label="Company milestones"
        className="mx-auto w-full max-w-2xl"
        entries={timeline.map(({ icon: Icon, ...entry }) => ({ ...entry, icon: <Icon /> }))}
      />
    </PageSection>
  );
}

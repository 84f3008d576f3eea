import { coreValues } from "~/content/about";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function CoreValues() {
  return (
    <PageSection
      id="values"
      muted
      eyebrow="What Guides Us"
      title="Our Core Values"
      description="Four principles behind every company in the group."
    >
      <FeatureGrid items={coreValues} columns={4} />
    </PageSection>
  );
}

import { expertise } from "~/content/construction";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function Expertise() {
  return (
    <PageSection
      id="expertise"
      eyebrow="What We Do"
      title="Our Expertise"
      description="Six services, one licensed general contractor."
    >
      <FeatureGrid items={expertise} />
    </PageSection>
  );
}

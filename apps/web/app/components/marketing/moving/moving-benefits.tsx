import { movingBenefits } from "~/content/moving";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function MovingBenefits() {
  return (
    <PageSection id="benefits" eyebrow="Why SwiftPath" title="Moving Without the Stress">
      <FeatureGrid items={movingBenefits} columns={4} />
    </PageSection>
  );
}

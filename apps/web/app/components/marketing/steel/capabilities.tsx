import { capabilities, steelLocation } from "~/content/steel";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function Capabilities() {
  return (
    <PageSection
      id="capabilities"
      eyebrow="Our Capabilities"
      title="From Coil to Building Site"
      description={`Everything happens under one roof at our plant in ${steelLocation}: engineering, roll forming and panel assembly.`}
    >
      <FeatureGrid items={capabilities} tone="info" />
    </PageSection>
  );
}

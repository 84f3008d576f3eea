import { cleaningServices } from "~/content/cleaning";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function CleaningServices() {
  return (
    <PageSection
      id="services"
      eyebrow="What We Clean"
      title="Our Cleaning Services"
      description="From weekly upkeep to move-out day, one team you can trust with your keys."
    >
      <FeatureGrid items={cleaningServices} tone="success" />
    </PageSection>
  );
}

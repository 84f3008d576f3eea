import { steelReasons } from "~/content/steel";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function SteelReasons() {
  return (
    <PageSection
      id="why-steel"
      eyebrow="Why Choose Us"
      title="Why Builders Choose Keystone Steel Works"
    >
      <FeatureGrid items={steelReasons} columns={4} />
    </PageSection>
  );
}

import { cosmeticsFeatures } from "~/content/cosmetics";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function CosmeticsFeatures() {
  return (
    <PageSection id="why-indago" eyebrow="Why Indago" title="Beauty You Can Feel Good About">
      <FeatureGrid items={cosmeticsFeatures} columns={4} tone="warning" />
    </PageSection>
  );
}

import { financialReasons } from "~/content/financial";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function FinancialReasons() {
  return (
    <PageSection
      id="why-us"
      muted
      eyebrow="Why Choose Us"
      title="Why Drivers and Dealers Choose Us"
    >
      <FeatureGrid items={financialReasons} columns={4} />
    </PageSection>
  );
}

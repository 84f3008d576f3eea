import { investmentPrinciples } from "~/content/portfolio";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function InvestmentPrinciples() {
  return (
    <PageSection
      id="principles"
      eyebrow="Our Criteria"
      title="How We Choose Industries"
      description="Four tests every business must pass before we invest."
    >
      <FeatureGrid items={investmentPrinciples} columns={4} />
    </PageSection>
  );
}

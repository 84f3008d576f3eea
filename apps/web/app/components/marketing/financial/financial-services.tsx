import { FeatureCard } from "@keystone/ui/components/feature-card";
import { financialPage, financialServices } from "~/content/financial";
import { CheckList } from "../check-list";
import { PageSection } from "../page-section";

export function FinancialServices() {
  return (
    <PageSection intro={financialPage.services}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {financialServices.map(({ title, description, icon: Icon, highlights }) => (
          <li key={title}>
            <FeatureCard title={title} description={description} icon={<Icon />} tone="highlight">
              <CheckList items={highlights} />
            </FeatureCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

import { FeatureCard } from "@keystone/ui/components/feature-card";
import { Check } from "lucide-react";
import { financialPage, financialServices } from "~/content/financial";
import { PageSection } from "../page-section";

export function FinancialServices() {
  return (
    <PageSection intro={financialPage.services}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {financialServices.map(({ title, description, icon: Icon, highlights }) => (
          <li key={title}>
            <FeatureCard title={title} description={description} icon={<Icon />} tone="highlight">
              <ul className="flex flex-col gap-2 text-sm">
                {highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

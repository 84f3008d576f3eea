import { Button } from "@keystone/ui/components/button";
import { PricingCard } from "@keystone/ui/components/pricing-card";
import { cleaningPlans } from "~/content/cleaning";
import { PageSection } from "../page-section";

export function CleaningPlans() {
  return (
    <PageSection
      id="plans"
      muted
      eyebrow="Pricing"
      title="Choose Your Cleaning Plan"
      description="Prices are for homes up to 2,000 sq ft. Weekly and bi-weekly subscribers get the same crew every visit."
    >
      <ul className="mx-auto grid w-full max-w-5xl items-stretch gap-8 pt-3 md:grid-cols-3">
        {cleaningPlans.map(({ name, ...plan }) => (
          <li key={name}>
            <PricingCard
              name={name}
              {...plan}
              action={
                <Button variant={plan.popular ? "default" : "outline"} size="lg">
                  Choose Plan<span className="sr-only">: {name}</span>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

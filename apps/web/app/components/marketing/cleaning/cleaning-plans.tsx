import { Button } from "@keystone/ui/components/button";
import { PricingCard } from "@keystone/ui/components/pricing-card";
import { cleaningPage, cleaningPlans } from "~/content/cleaning";
import { PageSection } from "../page-section";

export function CleaningPlans() {
  return (
    <PageSection intro={cleaningPage.plans}>
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

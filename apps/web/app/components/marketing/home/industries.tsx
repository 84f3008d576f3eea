import { IndustryCard } from "@keystone/ui/components/industry-card";
import { industries } from "~/content/home";
import { PageSection } from "../page-section";

export function Industries() {
  return (
    <PageSection
      id="industries"
      muted
      eyebrow="Where We Invest"
      title="Industries We Invest In"
      description="Five sectors with steady demand, low exposure to the economic cycle and work that needs people on site."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {industries.map(({ icon: Icon, ...industry }) => (
          <li key={industry.title}>
            <IndustryCard {...industry} icon={<Icon />} cyclicalLabel="Cyclical susceptibility" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

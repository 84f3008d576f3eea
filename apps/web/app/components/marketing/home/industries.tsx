import { IndustryCard } from "@keystone/ui/components/industry-card";
import { homePage, industries } from "~/content/home";
import { PageSection } from "../page-section";

export function Industries() {
  return (
    <PageSection intro={homePage.industries}>
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

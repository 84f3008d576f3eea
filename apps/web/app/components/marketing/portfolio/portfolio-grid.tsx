import { PortfolioCard } from "@keystone/ui/components/portfolio-card";
import { portfolioCompanies } from "~/content/portfolio";
import { PageSection } from "../page-section";

export function PortfolioGrid() {
  return (
    <PageSection
      id="companies"
      muted
      eyebrow="Portfolio Companies"
      title="The Companies We Have Built and Backed"
      description="Six operating companies and one community project, with the capital we have committed to each."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {portfolioCompanies.map(({ link, ...company }) => (
          <li key={company.title}>
            <PortfolioCard {...company} href={link} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

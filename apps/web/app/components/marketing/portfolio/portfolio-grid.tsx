import { PortfolioCard } from "@keystone/ui/components/portfolio-card";
import { portfolioCompanies, portfolioPage } from "~/content/portfolio";
import { PageSection } from "../page-section";

export function PortfolioGrid() {
  return (
    <PageSection intro={portfolioPage.companies}>
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

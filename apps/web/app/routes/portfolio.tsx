import { InvestmentPrinciples } from "~/components/marketing/portfolio/investment-principles";
import { PortfolioGrid } from "~/components/marketing/portfolio/portfolio-grid";
import { PortfolioHero } from "~/components/marketing/portfolio/portfolio-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.portfolio);

export const handle = staticDocument;

export default function Portfolio() {
  return (
    <>
      <PortfolioHero />
      <InvestmentPrinciples />
      <PortfolioGrid />
    </>
  );
}

import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { PortfolioGrid } from "~/components/marketing/portfolio/portfolio-grid";
import { pages } from "~/content/pages";
import { portfolioPage } from "~/content/portfolio";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.portfolio);
export const handle = pageHandle(pages.portfolio);

export default function Portfolio() {
  return (
    <>
      <PageHero hero={portfolioPage.hero} />
      <FeatureSection section={portfolioPage.principles} />
      <PortfolioGrid />
    </>
  );
}

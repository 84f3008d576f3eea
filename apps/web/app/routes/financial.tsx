import { FeatureSection } from "~/components/marketing/feature-section";
import { FinancialPartners } from "~/components/marketing/financial/financial-partners";
import { FinancialServices } from "~/components/marketing/financial/financial-services";
import { PageHero } from "~/components/marketing/page-hero";
import { financialPage } from "~/content/financial";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.financial);
export const handle = pageHandle(pages.financial);

export default function Financial() {
  return (
    <>
      <PageHero hero={financialPage.hero} />
      <FinancialServices />
      <FeatureSection section={financialPage.reasons} />
      <FinancialPartners />
    </>
  );
}

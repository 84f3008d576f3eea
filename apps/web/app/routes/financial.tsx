import { FinancialHero } from "~/components/marketing/financial/financial-hero";
import { FinancialPartners } from "~/components/marketing/financial/financial-partners";
import { FinancialReasons } from "~/components/marketing/financial/financial-reasons";
import { FinancialServices } from "~/components/marketing/financial/financial-services";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.financial);

export const handle = staticDocument;

export default function Financial() {
  return (
    <>
      <FinancialHero />
      <FinancialServices />
      <FinancialReasons />
      <FinancialPartners />
    </>
  );
}

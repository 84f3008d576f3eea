import { CallToAction } from "~/components/marketing/call-to-action";
import { FeaturedProducts } from "~/components/marketing/cosmetics/featured-products";
import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { StatsBand } from "~/components/marketing/stats-band";
import { StepsSection } from "~/components/marketing/steps-section";
import { cosmeticsPage } from "~/content/cosmetics";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.cosmetics);
export const handle = pageHandle(pages.cosmetics);

export default function Cosmetics() {
  return (
    <>
      <PageHero hero={cosmeticsPage.hero} />
      <StatsBand band={cosmeticsPage.stats} />
      <FeaturedProducts />
      <StepsSection section={cosmeticsPage.skinAnalysis} />
      <FeatureSection section={cosmeticsPage.features} />
      <FeatureSection section={cosmeticsPage.categories} />
      <CallToAction band={cosmeticsPage.contact} />
    </>
  );
}

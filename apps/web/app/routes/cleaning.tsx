import { CallToAction } from "~/components/marketing/call-to-action";
import { CleaningPlans } from "~/components/marketing/cleaning/cleaning-plans";
import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { cleaningPage } from "~/content/cleaning";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.cleaning);
export const handle = pageHandle(pages.cleaning);

export default function Cleaning() {
  return (
    <>
      <PageHero hero={cleaningPage.hero} />
      <FeatureSection section={cleaningPage.services} />
      <CleaningPlans />
      <CallToAction band={cleaningPage.contact} />
    </>
  );
}

import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { Applications } from "~/components/marketing/steel/applications";
import { pages } from "~/content/pages";
import { steelPage } from "~/content/steel";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.steelManufacturing);
export const handle = pageHandle(pages.steelManufacturing);

export default function SteelManufacturing() {
  return (
    <>
      <PageHero hero={steelPage.hero} />
      <FeatureSection section={steelPage.capabilities} />
      <Applications />
      <FeatureSection section={steelPage.reasons} />
      <CallToAction band={steelPage.contact} />
    </>
  );
}

import { CallToAction } from "~/components/marketing/call-to-action";
import { FeatureSection } from "~/components/marketing/feature-section";
import { Ecosystem } from "~/components/marketing/home/ecosystem";
import { Industries } from "~/components/marketing/home/industries";
import { PageHero } from "~/components/marketing/page-hero";
import { StatsBand } from "~/components/marketing/stats-band";
import { homePage } from "~/content/home";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.home);
export const handle = pageHandle(pages.home);

export default function Home() {
  return (
    <>
      <PageHero hero={homePage.hero} />
      <StatsBand band={homePage.stats} />
      <Ecosystem />
      <Industries />
      <FeatureSection section={homePage.community} />
      <CallToAction band={homePage.contact} />
    </>
  );
}

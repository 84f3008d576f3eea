import { CompanyStory } from "~/components/marketing/about/company-story";
import { CompanyTimeline } from "~/components/marketing/about/company-timeline";
import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { aboutPage } from "~/content/about";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.about);
export const handle = pageHandle(pages.about);

export default function About() {
  return (
    <>
      <PageHero hero={aboutPage.hero} />
      <CompanyStory />
      <FeatureSection section={aboutPage.values} />
      <CompanyTimeline />
      <FeatureSection section={aboutPage.futureVentures} />
    </>
  );
}

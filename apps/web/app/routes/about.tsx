import { AboutHero } from "~/components/marketing/about/about-hero";
import { CompanyStory } from "~/components/marketing/about/company-story";
import { CompanyTimeline } from "~/components/marketing/about/company-timeline";
import { CoreValues } from "~/components/marketing/about/core-values";
import { FutureVentures } from "~/components/marketing/about/future-ventures";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.about);

export default function About() {
  return (
    <>
      <AboutHero />
      <CompanyStory />
      <CoreValues />
      <CompanyTimeline />
      <FutureVentures />
    </>
  );
}

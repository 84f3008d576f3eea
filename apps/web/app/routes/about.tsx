import { AboutHero } from "~/components/marketing/about/about-hero";
import { CompanyStory } from "~/components/marketing/about/company-story";
import { CompanyTimeline } from "~/components/marketing/about/company-timeline";
import { CoreValues } from "~/components/marketing/about/core-values";
import { FutureVentures } from "~/components/marketing/about/future-ventures";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.about);

export const handle = staticDocument;

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

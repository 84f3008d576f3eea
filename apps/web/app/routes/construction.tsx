import { CallToAction } from "~/components/marketing/call-to-action";
import { ClientTestimonials } from "~/components/marketing/construction/client-testimonials";
import { LatestProjects } from "~/components/marketing/construction/latest-projects";
import { FeatureSection } from "~/components/marketing/feature-section";
import { PageHero } from "~/components/marketing/page-hero";
import { StepsSection } from "~/components/marketing/steps-section";
import { constructionPage } from "~/content/construction";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.construction);
export const handle = pageHandle(pages.construction);

export default function Construction() {
  return (
    <>
      <PageHero hero={constructionPage.hero} />
      <FeatureSection section={constructionPage.expertise} />
      <LatestProjects />
      <StepsSection section={constructionPage.process} />
      <ClientTestimonials />
      <CallToAction band={constructionPage.contact} />
    </>
  );
}

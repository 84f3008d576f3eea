import { ClientTestimonials } from "~/components/marketing/construction/client-testimonials";
import { ConstructionContact } from "~/components/marketing/construction/construction-contact";
import { ConstructionHero } from "~/components/marketing/construction/construction-hero";
import { ConstructionProcess } from "~/components/marketing/construction/construction-process";
import { Expertise } from "~/components/marketing/construction/expertise";
import { LatestProjects } from "~/components/marketing/construction/latest-projects";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.construction);

export const handle = staticDocument;

export default function Construction() {
  return (
    <>
      <ConstructionHero />
      <Expertise />
      <LatestProjects />
      <ConstructionProcess />
      <ClientTestimonials />
      <ConstructionContact />
    </>
  );
}

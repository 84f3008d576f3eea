import { CleaningContact } from "~/components/marketing/cleaning/cleaning-contact";
import { CleaningHero } from "~/components/marketing/cleaning/cleaning-hero";
import { CleaningPlans } from "~/components/marketing/cleaning/cleaning-plans";
import { CleaningServices } from "~/components/marketing/cleaning/cleaning-services";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.cleaning);

export const handle = staticDocument;

export default function Cleaning() {
  return (
    <>
      <CleaningHero />
      <CleaningServices />
      <CleaningPlans />
      <CleaningContact />
    </>
  );
}

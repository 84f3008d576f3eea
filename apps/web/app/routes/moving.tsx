import { FeatureSection } from "~/components/marketing/feature-section";
import { MoveTypes } from "~/components/marketing/moving/move-types";
import { PageHero } from "~/components/marketing/page-hero";
import { StepsSection } from "~/components/marketing/steps-section";
import { movingPage } from "~/content/moving";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.moving);
export const handle = pageHandle(pages.moving);

export default function Moving() {
  return (
    <>
      <PageHero hero={movingPage.hero} />
      <FeatureSection section={movingPage.benefits} />
      <MoveTypes />
      <StepsSection section={movingPage.process} />
    </>
  );
}

import { CommunityVision } from "~/components/marketing/home/community-vision";
import { Ecosystem } from "~/components/marketing/home/ecosystem";
import { GetInTouch } from "~/components/marketing/home/get-in-touch";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { HomeStats } from "~/components/marketing/home/home-stats";
import { Industries } from "~/components/marketing/home/industries";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.home);

export const handle = staticDocument;

export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeStats />
      <Ecosystem />
      <Industries />
      <CommunityVision />
      <GetInTouch />
    </>
  );
}

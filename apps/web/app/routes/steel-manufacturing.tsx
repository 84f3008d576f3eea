import { Applications } from "~/components/marketing/steel/applications";
import { Capabilities } from "~/components/marketing/steel/capabilities";
import { SteelContact } from "~/components/marketing/steel/steel-contact";
import { SteelHero } from "~/components/marketing/steel/steel-hero";
import { SteelReasons } from "~/components/marketing/steel/steel-reasons";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.steelManufacturing);

export const handle = staticDocument;

export default function SteelManufacturing() {
  return (
    <>
      <SteelHero />
      <Capabilities />
      <Applications />
      <SteelReasons />
      <SteelContact />
    </>
  );
}

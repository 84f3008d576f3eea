import { MoveTypes } from "~/components/marketing/moving/move-types";
import { MovingBenefits } from "~/components/marketing/moving/moving-benefits";
import { MovingHero } from "~/components/marketing/moving/moving-hero";
import { MovingProcess } from "~/components/marketing/moving/moving-process";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.moving);

export const handle = staticDocument;

export default function Moving() {
  return (
    <>
      <MovingHero />
      <MovingBenefits />
      <MoveTypes />
      <MovingProcess />
    </>
  );
}

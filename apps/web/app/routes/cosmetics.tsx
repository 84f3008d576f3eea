import { CosmeticsContact } from "~/components/marketing/cosmetics/cosmetics-contact";
import { CosmeticsFeatures } from "~/components/marketing/cosmetics/cosmetics-features";
import { CosmeticsHero } from "~/components/marketing/cosmetics/cosmetics-hero";
import { CosmeticsStats } from "~/components/marketing/cosmetics/cosmetics-stats";
import { FeaturedProducts } from "~/components/marketing/cosmetics/featured-products";
import { ProductCategories } from "~/components/marketing/cosmetics/product-categories";
import { SkinAnalysis } from "~/components/marketing/cosmetics/skin-analysis";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.cosmetics);

export const handle = staticDocument;

export default function Cosmetics() {
  return (
    <>
      <CosmeticsHero />
      <CosmeticsStats />
      <FeaturedProducts />
      <SkinAnalysis />
      <CosmeticsFeatures />
      <ProductCategories />
      <CosmeticsContact />
    </>
  );
}

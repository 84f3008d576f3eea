import { productCategories } from "~/content/cosmetics";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function ProductCategories() {
  return (
    <PageSection
      id="categories"
      muted
      eyebrow="Collections"
      title="Product Categories"
      description="More than fifty products across four collections."
    >
      <FeatureGrid items={productCategories} columns={4} />
    </PageSection>
  );
}

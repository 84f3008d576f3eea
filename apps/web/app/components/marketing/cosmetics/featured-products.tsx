import { cosmeticsPage, products } from "~/content/cosmetics";
import { ContentImage } from "../content-image";
import { PageSection } from "../page-section";

export function FeaturedProducts() {
  return (
    <PageSection intro={cosmeticsPage.products}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map(({ name, category, description, image }) => (
          <li key={name}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              <ContentImage image={image} />
              <div className="flex flex-col gap-2 p-5">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  {category}
                </p>
                <h3 className="text-lg font-semibold">{name}</h3>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

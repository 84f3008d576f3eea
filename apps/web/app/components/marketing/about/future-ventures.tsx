import { futureVentures } from "~/content/about";
import { pages } from "~/content/pages";
import { FeatureGrid } from "../feature-grid";
import { LinkButton } from "../link-button";
import { PageSection } from "../page-section";

export function FutureVentures() {
  return (
    <PageSection
      id="future-ventures"
      muted
      eyebrow="What Comes Next"
      title="Future Ventures"
      description="Our focus for the years ahead is franchise schemes: bringing the systems behind our service companies to local owners."
    >
      <FeatureGrid items={futureVentures} tone="highlight" />
      <div className="flex justify-center">
        <LinkButton to={pages.contact.path}>Ask About Franchising</LinkButton>
      </div>
    </PageSection>
  );
}

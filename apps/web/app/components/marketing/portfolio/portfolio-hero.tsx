import { pages } from "~/content/pages";
import { LinkButton } from "../link-button";
import { PageHero } from "../page-hero";

export function PortfolioHero() {
  return (
    <PageHero
      eyebrow="Our Portfolio"
      title="Our Investment History"
      description="Seven ventures in industries that stay essential in every economy and resist disruption by artificial intelligence, each one strengthening the others."
      actions={
        <>
          <LinkButton to={pages.about.path} variant="highlight">
            Our Story
          </LinkButton>
          <LinkButton to={pages.contact.path} variant="outline" className="text-foreground">
            Partner With Us
          </LinkButton>
        </>
      }
    />
  );
}

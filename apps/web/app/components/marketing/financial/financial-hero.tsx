import { pages } from "~/content/pages";
import { LinkButton } from "../link-button";
import { PageHero } from "../page-hero";

export function FinancialHero() {
  return (
    <PageHero
      eyebrow="Keystone Auto Finance"
      title="Automotive Financial Services"
      description="Auto credit, insurance and dealer programs from independent advisors who have helped drivers and dealerships since 2010."
      actions={
        <LinkButton to={pages.contact.path} variant="highlight">
          Talk to an Advisor
        </LinkButton>
      }
    />
  );
}

import { Badge } from "@keystone/ui/components/badge";
import { pages } from "~/content/pages";
import { activePortfolioCompanies } from "~/content/portfolio";
import { LinkButton } from "../link-button";
import { PageHero } from "../page-hero";

export function HomeHero() {
  return (
    <PageHero
      eyebrow={
        <Badge variant="highlight" className="px-3 py-1 text-sm normal-case">
          {`${activePortfolioCompanies.length} Active Portfolio Companies`}
        </Badge>
      }
      title="Building a Group of Essential, Recession-Resistant Businesses"
      description="Keystone Holdings invests in companies people need in every economy, in industries artificial intelligence cannot replace, and connects them into one ecosystem that serves a customer for life."
      actions={
        <>
          <LinkButton to={pages.about.path} variant="highlight">
            Learn About Us
          </LinkButton>
          <LinkButton to={pages.contact.path} variant="outline" className="text-foreground">
            Partner With Us
          </LinkButton>
        </>
      }
    />
  );
}

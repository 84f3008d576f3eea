import { buttonVariants } from "@keystone/ui/components/button";
import { siteConfig } from "~/site.config";
import { ExternalLink } from "../external-link";
import { PageHero } from "../page-hero";

export function CleaningHero() {
  return (
    <PageHero
      eyebrow="BrightNest Home Cleaning"
      title="Cleaning Services"
      description="Insured, background-checked cleaning teams on a schedule that suits you, so you come home to a spotless house without lifting a finger."
      actions={
        <ExternalLink
          href={siteConfig.externalSites.cleaningBrand}
          className={buttonVariants({ variant: "highlight", size: "lg" })}
        >
          Schedule Service
        </ExternalLink>
      }
    />
  );
}

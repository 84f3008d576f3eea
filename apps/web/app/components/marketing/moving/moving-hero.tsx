import { buttonVariants } from "@keystone/ui/components/button";
import { siteConfig } from "~/site.config";
import { ExternalLink } from "../external-link";
import { PageHero } from "../page-hero";

export function MovingHero() {
  return (
    <PageHero
      eyebrow="SwiftPath Moving"
      title="Moving Services"
      description="Careful crews, clean trucks and a written price before we lift a box. Local and regional moves for homes and offices."
      actions={
        <ExternalLink
          href={siteConfig.externalSites.movingBrand}
          className={buttonVariants({ variant: "highlight", size: "lg" })}
        >
          Get Free Quote
        </ExternalLink>
      }
    />
  );
}

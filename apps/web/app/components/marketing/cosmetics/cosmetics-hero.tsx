import { buttonVariants } from "@keystone/ui/components/button";
import { ScanFace } from "lucide-react";
import { siteConfig } from "~/site.config";
import { ExternalLink } from "../external-link";
import { PageHero } from "../page-hero";

export function CosmeticsHero() {
  return (
    <PageHero
      eyebrow="Cosmetics by Keystone Holdings"
      title="Indago Beauty"
      description="Clean skincare, color cosmetics, hair care and fragrance, chosen for your skin by the Indago Scan."
      actions={
        <>
          <ExternalLink
            href={siteConfig.externalSites.cosmeticsShop}
            className={buttonVariants({ variant: "highlight", size: "lg" })}
          >
            View Products
          </ExternalLink>
          <a
            href="#skin-analysis"
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "text-foreground",
            })}
          >
            <ScanFace aria-hidden="true" />
            Try Indago Scan
          </a>
        </>
      }
    />
  );
}

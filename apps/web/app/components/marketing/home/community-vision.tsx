import { buttonVariants } from "@keystone/ui/components/button";
import { communityCommitments } from "~/content/home";
import { siteConfig } from "~/site.config";
import { ExternalLink } from "../external-link";
import { FeatureGrid } from "../feature-grid";
import { PageSection } from "../page-section";

export function CommunityVision() {
  return (
    <PageSection
      id="community"
      eyebrow="Community Vision"
      title="Investing in the Communities We Serve"
      description="Our companies are local businesses. We want the neighborhoods they work in to be better for their being there."
    >
      <FeatureGrid items={communityCommitments} tone="success" />
      <div className="flex justify-center">
        <ExternalLink
          href={siteConfig.externalSites.communityProject}
          className={buttonVariants({ variant: "outline", size: "lg" })}
        >
          Visit Heritage Roots Community
        </ExternalLink>
      </div>
    </PageSection>
  );
}

import { Button } from "@keystone/ui/components/button";
import { PageHero } from "../page-hero";

export function ConstructionHero() {
  return (
    <PageHero
      eyebrow="Keystone Build & Design"
      title="Construction Services"
      description="Homes, commercial buildings and renovations across Southern California, designed and built by one accountable team from the first sketch to the final walkthrough."
      actions={
        <Button variant="highlight" size="lg">
          Get Free Estimate
        </Button>
      }
    />
  );
}

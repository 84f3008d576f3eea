import { buttonVariants } from "@keystone/ui/components/button";
import { ProcessSteps } from "@keystone/ui/components/process-steps";
import { CalendarCheck } from "lucide-react";
import { scanSteps } from "~/content/cosmetics";
import { PageSection } from "../page-section";
import { toProcessSteps } from "../process-step-items";

export function SkinAnalysis() {
  return (
    <PageSection
      id="skin-analysis"
      muted
      eyebrow="Indago Scan"
      title="Personalized Skin Analysis"
      description="Find the routine your skin actually needs in three simple steps."
    >
      <ProcessSteps steps={toProcessSteps(scanSteps)} className="lg:grid-cols-3" />
      <div className="flex justify-center">
        <a href="#contact" className={buttonVariants({ size: "lg" })}>
          <CalendarCheck aria-hidden="true" />
          Book Your Indago Scan
        </a>
      </div>
    </PageSection>
  );
}

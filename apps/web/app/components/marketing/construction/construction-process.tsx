import { ProcessSteps } from "@keystone/ui/components/process-steps";
import { constructionProcess } from "~/content/construction";
import { PageSection } from "../page-section";
import { toProcessSteps } from "../process-step-items";

export function ConstructionProcess() {
  return (
    <PageSection
      id="process"
      eyebrow="How We Work"
      title="Our Process"
      description="Four steps from your first call to the keys in your hand."
    >
      <ProcessSteps steps={toProcessSteps(constructionProcess)} />
    </PageSection>
  );
}

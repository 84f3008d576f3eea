import { ProcessSteps } from "@keystone/ui/components/process-steps";
import { movingProcess } from "~/content/moving";
import { PageSection } from "../page-section";
import { toProcessSteps } from "../process-step-items";

export function MovingProcess() {
  return (
    <PageSection
      id="process"
      eyebrow="How It Works"
      title="Your Move in Four Steps"
      description="From the first quote to the last box placed in your new home."
    >
      <ProcessSteps steps={toProcessSteps(movingProcess)} />
    </PageSection>
  );
}

import { ProcessSteps } from "@keystone/ui/components/process-steps";
import type { StepsSection as StepsSectionContent } from "~/content/types";
import { ActionLink } from "./action-link";
import { PageSection } from "./page-section";

/** A process, step by step, and a call to action under it if any. */
export function StepsSection({ section }: { section: StepsSectionContent }) {
  const { steps, columns = 4, action } = section;
  return (
    <PageSection intro={section}>
      <ProcessSteps
        steps={steps.map(({ title, description, icon: Icon }) => ({
          title,
          description,
          icon: Icon ? <Icon /> : undefined,
        }))}
        className={columns === 3 ? "lg:grid-cols-3" : undefined}
      />
      {action && (
        <div className="flex justify-center">
          <ActionLink action={action} />
        </div>
      )}
    </PageSection>
  );
}

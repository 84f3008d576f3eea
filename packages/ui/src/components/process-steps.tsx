import type * as React from "react";
import { cn } from "../lib/utils";

type ProcessStep = {
  title: string;
  description: React.ReactNode;
  icon?: React.ReactNode;
};

type ProcessStepsProps = React.ComponentProps<"ol"> & { steps: ProcessStep[] };

/** A numbered process, e.g. Consultation, Planning, Construction, Completion. */
function ProcessSteps({ steps, className, ...props }: ProcessStepsProps) {
  return (
    <ol
      data-slot="process-steps"
      className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-4", className)}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-slot="process-step"
          className="flex flex-col items-center gap-3 text-center"
        >
          <span
            data-slot="process-step-number"
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground [&_svg]:size-6"
          >
            {step.icon ?? index + 1}
          </span>
          <h3 data-slot="process-step-title" className="text-lg font-semibold">
            {step.title}
          </h3>
          <p data-slot="process-step-description" className="text-sm text-muted-foreground">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}

export { ProcessSteps, type ProcessStep, type ProcessStepsProps };

import type { ProcessStep } from "@keystone/ui/components/process-steps";
import type { ProcessStepItem } from "~/content/types";

/** Renders the content's icon components for the design system's process steps. */
export function toProcessSteps(items: ProcessStepItem[]): ProcessStep[] {
  return items.map(({ title, description, icon: Icon }) => ({
    title,
    description,
    icon: Icon ? <Icon /> : undefined,
  }));
}

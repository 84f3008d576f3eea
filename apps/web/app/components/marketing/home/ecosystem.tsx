import { ProcessSteps } from "@keystone/ui/components/process-steps";
import { RefreshCw } from "lucide-react";
import { ecosystemSteps, homePage } from "~/content/home";
import { PageSection } from "../page-section";

export function Ecosystem() {
  return (
    <PageSection intro={homePage.ecosystem}>
      <ProcessSteps aria-label="The ecosystem, step by step" steps={ecosystemSteps} />
      <p className="mx-auto flex max-w-2xl items-center justify-center gap-2 text-center text-muted-foreground">
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
        Retention brings customers back to our builders for their next project, and the cycle starts
        again.
      </p>
    </PageSection>
  );
}

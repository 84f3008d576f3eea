import { Button } from "@keystone/ui/components/button";
import { ArrowUp } from "lucide-react";
import { enhanceBackToTop } from "~/behaviours/back-to-top";
import { behaviourRef } from "~/behaviours/behaviour-ref";

const backToTopRef = behaviourRef(enhanceBackToTop);

/** Scrolls smoothly back to the top, or jumps there when the visitor prefers reduced motion. */
export function BackToTop() {
  return (
    <div className="flex justify-center pb-16">
      <Button ref={backToTopRef} data-behaviour="back-to-top" variant="outline" size="lg">
        <ArrowUp aria-hidden="true" />
        Back to Top
      </Button>
    </div>
  );
}

import { Button } from "@keystone/ui/components/button";
import { ArrowUp } from "lucide-react";
import { useBehaviour } from "@keystone/ui/behaviours/use-behaviour";
import { backToTop } from "~/behaviours/back-to-top";

/** Scrolls smoothly back to the top, or jumps there when the visitor prefers reduced motion. */
export function BackToTop() {
  const behaviour = useBehaviour<HTMLButtonElement>(backToTop);
  return (
    <div className="flex justify-center pb-16">
      <Button {...behaviour} variant="outline" size="lg">
        <ArrowUp aria-hidden="true" />
        Back to Top
      </Button>
    </div>
  );
}

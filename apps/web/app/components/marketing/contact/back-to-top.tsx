import { Button } from "@keystone/ui/components/button";
import { scrollToTop } from "@keystone/ui/lib/scroll-to-top";
import { ArrowUp } from "lucide-react";

/** Scrolls smoothly back to the top, or jumps there when the visitor prefers reduced motion. */
export function BackToTop() {
  return (
    <div className="flex justify-center pb-16">
      <Button variant="outline" size="lg" onClick={scrollToTop}>
        <ArrowUp aria-hidden="true" />
        Back to Top
      </Button>
    </div>
  );
}

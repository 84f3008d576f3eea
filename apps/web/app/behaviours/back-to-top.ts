import { defineBehaviour } from "@keystone/ui/behaviours/behaviour";
import { scrollToTop } from "@keystone/ui/lib/scroll-to-top";

/** Scrolls back to the top: smoothly, or at once when the visitor prefers reduced motion. */
export const backToTop = defineBehaviour("back-to-top", (button) => {
  button.addEventListener("click", scrollToTop);
  return () => button.removeEventListener("click", scrollToTop);
});

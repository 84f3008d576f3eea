import { scrollToTop } from "@keystone/ui/lib/scroll-to-top";

/** Scrolls back to the top: smoothly, or at once when the visitor prefers reduced motion. */
export function enhanceBackToTop(button: HTMLElement): () => void {
  button.addEventListener("click", scrollToTop);
  return () => button.removeEventListener("click", scrollToTop);
}

import { type RefObject, useEffect } from "react";

/**
 * Keeps what the keyboard is in where it is on screen while `above` changes height: the audit
 * and its charts arrive above the pages table and the JSON box, screens of them at once. The
 * browser's scroll anchoring does not hold it (it anchors on what is at the top of the viewport,
 * often the "Analysing" line that the audit replaces), so, before the change is painted, the
 * window scrolls by as much as the focused element moved. Where the browser's anchoring already
 * held it, it moved by nothing and nothing more scrolls.
 *
 * A scroll event runs before the resize observer in the same frame: were it to take the focused
 * element's place while the region has grown (the window's own scroll from the last catch-up
 * arrives in the frame that lays out the next part of the audit), the observer would then see it
 * moved by nothing and leave it where the growth pushed it. So a scroll takes the place anew only
 * while the region is the height the observer last saw.
 */
export function useKeepFocusInPlace(above: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const region = above.current;
    if (!region || typeof ResizeObserver === "undefined") return;
    /** The focused element below the region, and where it was last seen on screen. */
    let seen: { element: Element; top: number } | undefined;
    /** The region's height when the observer last ran. */
    let height = region.offsetHeight;
    const look = () => {
      const focused = document.activeElement;
      const below =
        focused !== null &&
        focused !== document.body &&
        !region.contains(focused) &&
        (region.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      seen = below ? { element: focused, top: focused.getBoundingClientRect().top } : undefined;
    };
    const observer = new ResizeObserver(() => {
      if (seen && seen.element === document.activeElement) {
        const moved = seen.element.getBoundingClientRect().top - seen.top;
        if (moved !== 0) window.scrollBy(0, moved);
      }
      look();
      height = region.offsetHeight;
    });
    const scrolled = () => {
      if (region.offsetHeight === height) look();
    };
    look();
    observer.observe(region);
    document.addEventListener("focusin", look);
    window.addEventListener("scroll", scrolled, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", look);
      window.removeEventListener("scroll", scrolled);
    };
  }, [above]);
}

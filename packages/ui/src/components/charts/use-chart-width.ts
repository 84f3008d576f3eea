import * as React from "react";

/** Used until the chart is measured, and on the server: a column of a desktop layout. */
const FALLBACK_WIDTH = 640;
/** Below this the labels would collide; the drawing scales down through its viewBox instead. */
const MIN_WIDTH = 280;

/**
 * The width of the chart's box in CSS pixels, kept current as it resizes. The charts draw at this
 * width (their viewBox matches it), so their text stays at the page's size on a phone and on a
 * desktop, where scaling one fixed drawing would make it tiny or huge.
 */
export function useChartWidth<T extends Element>(): [React.RefObject<T | null>, number] {
  const ref = React.useRef<T>(null);
  const [width, setWidth] = React.useState(FALLBACK_WIDTH);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

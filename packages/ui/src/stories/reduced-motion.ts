import { spyOn } from "storybook/test";

const reduceQuery = "(prefers-reduced-motion: reduce)";

/** Makes the page report `prefers-reduced-motion: reduce`; returns the spy to restore. */
export function mockReducedMotion() {
  const matchMedia = window.matchMedia.bind(window);
  return spyOn(window, "matchMedia").mockImplementation((query) =>
    query === reduceQuery
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : matchMedia(query),
  );
}

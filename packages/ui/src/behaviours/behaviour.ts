/** The one attribute by which every behaviour finds its element, on a static page or in React. */
export const behaviourAttribute = "data-behaviour";

/**
 * Something an element does, given to the markup that a component rendered, whoever rendered it:
 * React in the browser, or the build ahead of time. `attach` keeps its state in the DOM and
 * returns a function that detaches it. `options` are what a React caller may pass; a static page
 * attaches every behaviour without them, so each has a default.
 */
export type Behaviour<Options = undefined> = {
  readonly name: string;
  readonly attach: (element: HTMLElement, options?: Options) => () => void;
};

/** Names a behaviour; the name is what the element's `data-behaviour` says. */
export function defineBehaviour<Options = undefined>(
  name: string,
  attach: (element: HTMLElement, options?: Options) => () => void,
): Behaviour<Options> {
  return { name, attach };
}

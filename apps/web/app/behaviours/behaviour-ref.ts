/**
 * Turns a behaviour into a React ref callback, for the rare page that React renders in the
 * browser: attached when the element mounts, detached when it unmounts. Create it once, at module
 * scope, so that React does not re-attach it on every render.
 */
export function behaviourRef<T extends Element>(enhance: (element: T) => () => void) {
  return (element: T | null) => (element ? enhance(element) : undefined);
}

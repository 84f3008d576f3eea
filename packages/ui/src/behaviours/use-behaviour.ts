import * as React from "react";
import { behaviourAttribute, type Behaviour } from "./behaviour";

type UseBehaviourOptions<E extends HTMLElement, Options> = {
  /**
   * The caller's own ref to the element, which the behaviour's ref would otherwise take. Pass a
   * stable one (an object ref, or a callback made once): a new one re-attaches the behaviour.
   */
  ref?: React.Ref<E> | undefined;
  /** Handed to the behaviour; a new value detaches it and attaches it again. */
  options?: Options;
};

function assignRef<E>(ref: React.Ref<E> | undefined, element: E): () => void {
  if (typeof ref === "function") {
    const cleanup = ref(element);
    return typeof cleanup === "function" ? cleanup : () => ref(null);
  }
  if (ref) ref.current = element;
  return () => {
    if (ref) ref.current = null;
  };
}

/**
 * How a React component gives its element a behaviour: spread the result on the element. It
 * renders the same `data-behaviour` that a static page's `enhance(document)` looks for, and in the
 * browser attaches the very same function when the element mounts and detaches it when it goes.
 */
export function useBehaviour<E extends HTMLElement, Options = undefined>(
  behaviour: Behaviour<Options>,
  { ref, options }: UseBehaviourOptions<E, Options> = {},
) {
  const attachRef = React.useCallback(
    (element: E | null) => {
      if (!element) return;
      const detach = behaviour.attach(element, options);
      const release = assignRef(ref, element);
      return () => {
        detach();
        release();
      };
    },
    [behaviour, ref, options],
  );
  return { [behaviourAttribute]: behaviour.name, ref: attachRef } as {
    "data-behaviour": string;
    ref: React.RefCallback<E>;
  };
}

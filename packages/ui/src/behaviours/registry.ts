import { behaviourAttribute, type Behaviour } from "./behaviour";
import { carousel } from "./carousel";
import { formField } from "./form-field";
import { siteHeader } from "./site-header";
import { toaster } from "./toaster";

/** The page names a behaviour that nobody registered: its element stays as the HTML left it. */
export class UnknownBehaviourError extends Error {
  constructor(readonly names: string[]) {
    super(`No behaviour is registered as ${names.map((name) => `"${name}"`).join(", ")}`);
    this.name = "UnknownBehaviourError";
  }
}

const registered = new Map<string, Behaviour<never>>();

/**
 * Adds behaviours to the one registry that `enhance` reads. The design system's own are in it
 * from the start; an app registers its own beside them. A name stands for one behaviour only.
 */
export function registerBehaviours(...behaviours: Behaviour<never>[]): void {
  for (const behaviour of behaviours) {
    const existing = registered.get(behaviour.name);
    if (existing && existing !== behaviour) {
      throw new Error(`Two different behaviours are registered as "${behaviour.name}"`);
    }
    registered.set(behaviour.name, behaviour);
  }
}

registerBehaviours(siteHeader, carousel, formField, toaster);

/**
 * Gives every element under `root` that names a behaviour in its `data-behaviour` that behaviour:
 * the one call of a page that was rendered to HTML ahead of time and runs no React. Each behaviour
 * gets its default options (toasters show the app-wide store). Elements inside `except` are left
 * alone: a page that hydrates one part of itself with React lets React attach that part's own. A
 * name that nobody registered is reported as an `UnknownBehaviourError`, without stopping the
 * others. Returns a function that detaches everything.
 */
export function enhance(
  root: ParentNode = document,
  { except }: { except?: Element } = {},
): () => void {
  const unknown = new Set<string>();
  const detachers = [...root.querySelectorAll<HTMLElement>(`[${behaviourAttribute}]`)].flatMap(
    (element) => {
      if (except?.contains(element)) return [];
      const name = element.getAttribute(behaviourAttribute) ?? "";
      const behaviour = registered.get(name);
      if (!behaviour) {
        unknown.add(name);
        return [];
      }
      return [behaviour.attach(element)];
    },
  );
  if (unknown.size > 0) reportError(new UnknownBehaviourError([...unknown]));
  return () => {
    for (const detach of detachers) detach();
  };
}

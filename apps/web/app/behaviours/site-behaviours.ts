import { enhanceBackToTop } from "./back-to-top";
import { enhanceContactForm } from "./contact-form";
import { logNotFound } from "./not-found";

/**
 * The site's own behaviours, keyed by the `data-behaviour` that the page's markup carries: the
 * components that render those elements name the behaviour they need.
 */
const siteBehaviours = {
  "contact-form": (element: Element) => enhanceContactForm(element as HTMLFormElement),
  "back-to-top": (element: Element) => enhanceBackToTop(element as HTMLElement),
  "not-found": () => logNotFound(),
} satisfies Record<string, (element: Element) => () => void>;

type SiteBehaviour = keyof typeof siteBehaviours;

/** Attaches the site's behaviours under `root`. Returns a function that detaches them. */
export function enhanceSite(root: ParentNode = document): () => void {
  const detachers = [...root.querySelectorAll("[data-behaviour]")].flatMap((element) => {
    const name = element.getAttribute("data-behaviour") as SiteBehaviour;
    const enhance = siteBehaviours[name] as ((element: Element) => () => void) | undefined;
    return enhance ? [enhance(element)] : [];
  });
  return () => {
    for (const detach of detachers) detach();
  };
}

import { defineBehaviour } from "@keystone/ui/behaviours/behaviour";

/** Leaves a trace of the path that led nowhere, in the browser's console. */
export const notFoundLog = defineBehaviour("not-found", () => {
  console.error(
    "404 Error: User attempted to access non-existent route:",
    window.location.pathname,
  );
  return () => undefined;
});

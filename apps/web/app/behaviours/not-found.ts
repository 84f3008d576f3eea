/** Leaves a trace of the path that led nowhere, in the browser's console. */
export function logNotFound(): () => void {
  console.error(
    "404 Error: User attempted to access non-existent route:",
    window.location.pathname,
  );
  return () => undefined;
}

/**
 * Request paths that try to turn one of our redirects into a link to another site, as raw
 * request targets (sent byte for byte, never normalised by a client). Both servers' tests read
 * this one list. A browser reads a backslash as a slash and drops tabs and newlines, so any of
 * these that came back in a `Location` could read as `//evil.example/`.
 */
const shapes = [
  // Encoded backslashes, upper and lower case, one and two.
  "/%5Cevil.example/",
  "/%5cevil.example/",
  "/%5C%5Cevil.example/",
  "/%5C/evil.example/",
  // Raw backslashes.
  "/\\evil.example/",
  "/\\\\evil.example/",
  "/\\/evil.example/",
  // Doubled and tripled slashes.
  "//evil.example/",
  "///evil.example/",
  "//evil.example/%2E%2E/",
  // Encoded slashes.
  "/%2Fevil.example/",
  "/%2F%2Fevil.example/",
  "/%2f/evil.example/",
  // Tabs and line breaks, which a browser drops from a URL.
  "/%09/evil.example/",
  "/%09%09evil.example/",
  "/%0A/evil.example/",
  "/%0D%0A/evil.example/",
  // The same shapes on the other redirecting forms: an index document and a .html suffix.
  "/%5Cevil.example/index.html",
  "/%2F%2Fevil.example/index.html",
  "/%5Cevil.example.html",
  "//evil.example.html",
] as const;

/** Real routes, so that a shape is also tried where a rule for a real page would match. */
const routePrefixes = ["", "/about", "/analysis", "/assets", "/images"] as const;

export const redirectPayloads: readonly string[] = routePrefixes.flatMap((prefix) =>
  shapes.map((shape) => `${prefix}${shape}`),
);

/** The host every payload points at; no answer may name it. */
export const foreignHost = "evil.example";

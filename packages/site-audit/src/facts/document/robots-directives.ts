/** Characters read of a robots meta's content: far past any real list of directives. */
export const DIRECTIVE_CONTENT_CHARS = 1024;

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/**
 * The directives of a `<meta name=robots|googlebot content>`, lower case, trimmed: "noindex",
 * "max-snippet:50", "unavailable_after:2026-12-31". Split on commas, except that a piece not
 * starting with a letter continues the one before: `unavailable_after` may take an RFC 850 date,
 * "Monday, 25-Jun-2026 15:00:00 GMT", whose comma separates no directives. Spaces around a colon
 * go, as Google reads "max-snippet: 50" as "max-snippet:50".
 */
export function robotsDirectives(content: string): string[] {
  const directives: string[] = [];
  for (const raw of content.slice(0, DIRECTIVE_CONTENT_CHARS).toLowerCase().split(",")) {
    const piece = raw.trim();
    if (piece === "") continue;
    const last = directives.length - 1;
    if (last >= 0 && !isLetter(piece.charCodeAt(0))) directives[last] += `, ${piece}`;
    else directives.push(piece);
  }
  return directives.map((directive) => {
    const colon = directive.indexOf(":");
    if (colon < 0) return directive;
    return `${directive.slice(0, colon).trim()}:${directive.slice(colon + 1).trim()}`;
  });
}

/** A directive's name: "max-snippet" of "max-snippet:50". */
export function directiveName(directive: string): string {
  const colon = directive.indexOf(":");
  return colon < 0 ? directive : directive.slice(0, colon);
}

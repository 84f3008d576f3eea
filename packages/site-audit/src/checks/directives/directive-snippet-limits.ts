import type { Check } from "../../check";
import { directiveName } from "../../facts/document/robots-directives";
import { documentItems, namedDirectives } from "../document-pages";

/**
 * Whether a directive limits the page's snippet or previews: `nosnippet`, `max-snippet` other than
 * -1 (no limit), `max-image-preview` other than large, `max-video-preview` other than -1.
 */
function limitsSnippet(directive: string): boolean {
  const name = directiveName(directive);
  const value = directive.slice(name.length + 1);
  if (name === "nosnippet") return true;
  if (name === "max-snippet" || name === "max-video-preview") return value !== "-1";
  return name === "max-image-preview" && value !== "large";
}

export const directiveSnippetLimits: Check = {
  id: "directive-snippet-limits",
  label:
    "Page that limits its snippet (nosnippet, max-snippet, max-image-preview, max-video-preview)",
  category: "directives",
  severity: "notice",
  why: "These directives shorten or remove the text, image and video previews a result shows, which can cost clicks; max-image-preview:large is needed for large images in Discover.",
  how: "Remove the limit, or set max-snippet:-1, max-image-preview:large and max-video-preview:-1, unless the preview must stay short.",
  source:
    "rawHtml: <meta name=robots|googlebot> nosnippet, max-snippet, max-image-preview, max-video-preview",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const found = namedDirectives(document)
        .filter(({ directive }) => limitsSnippet(directive))
        .map(({ name, directive }) => `${name} “${directive}”`);
      return found.length > 0 ? found.join(", ") : undefined;
    }),
};

import type { Check } from "../../check";
import { resourceItems, resourceUrl } from "./resource-items";

/** What each kind of resource is called in a detail; images have their own check. */
const KIND_WORDS: Record<string, string> = {
  script: "script",
  stylesheet: "stylesheet",
  iframe: "iframe",
  media: "media",
  form: "form posting",
  other: "resource",
};

export const mixedContent: Check = {
  id: "mixed-content",
  label: "Script, stylesheet, frame, media or form over http:// on an https page",
  category: "security",
  severity: "warning",
  why: "Browsers block insecure scripts, stylesheets and frames on a secure page (the page breaks), and warn before a form sends its data unencrypted.",
  how: "Load every resource and post every form over https://, from this site or a host that serves it securely.",
  source:
    "rawHtml: <script src>, <link rel=stylesheet>, <iframe>, <video>/<audio>/<source>, <form action>, on pages whose URL is https (images: image-mixed-content)",
  needs: "full-document",
  run: (site) =>
    resourceItems(site, (resource, page) => {
      const words = KIND_WORDS[resource.kind];
      if (words === undefined || !page.url.startsWith("https:")) return undefined;
      const url = resourceUrl(resource);
      return url.slice(0, 5).toLowerCase() === "http:" ? `${words} ${url} over http://` : undefined;
    }),
};

import type { Check } from "../../check";
import { resourceItems, resourceUrl } from "./resource-items";

export const protocolRelativeResource: Check = {
  id: "protocol-relative-resource",
  label: "Resource with a protocol-relative URL (//host/…)",
  category: "security",
  severity: "notice",
  why: "A //host/ URL loads over whatever the page was opened with: over http:// the resource travels unencrypted, and it breaks in a page saved to disk.",
  how: "Write the resource's URL with https:// in full.",
  source:
    "rawHtml: the src, href, data or action of scripts, stylesheets, frames, media, images and forms",
  needs: "full-document",
  run: (site) =>
    resourceItems(site, (resource) =>
      resourceUrl(resource).startsWith("//")
        ? `${resource.kind} ${resourceUrl(resource)} is protocol-relative`
        : undefined,
    ),
};

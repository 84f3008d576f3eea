import type { Check } from "../../check";
import { documentItems, describeLink } from "../document-pages";

export const canonicalRelative: Check = {
  id: "canonical-relative",
  label: "Relative canonical URL",
  category: "canonicals",
  severity: "notice",
  why: "A relative canonical resolves against whatever address the page was reached at (a staging host, http, a mirror), so it can confirm the wrong URL.",
  how: "Write the canonical as an absolute URL with its scheme and host: https://example.com/page.",
  source: "rawHtml: <link rel=canonical href> as written (without a scheme, including //host/path)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const relative = document.canonicals.find((link) => !link.absolute);
      return relative ? describeLink(relative) : undefined;
    }),
};

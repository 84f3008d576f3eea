import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const urlHttp: Check = {
  id: "url-http",
  label: "Page over plain http://",
  category: "urls",
  severity: "warning",
  why: "Anything on the network can read or change an http page, and browsers mark it “Not secure”.",
  how: "Serve the page over https:// and redirect its http:// address there.",
  source: "the page's URL (metadata.sourceURL) and its final URL (metadata.url)",
  run: (site) =>
    pageItems(site.pages, (page) =>
      page.url.toLowerCase().startsWith("http:") && page.finalKey.startsWith("http:")
        ? "served over http://"
        : undefined,
    ),
};

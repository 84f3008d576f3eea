import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const status5xx: Check = {
  id: "status-5xx",
  label: "Page answers a server error (5xx)",
  category: "response-codes",
  severity: "error",
  why: "The server failed to build the page: nobody can read it, and search engines crawl the site less.",
  how: "Read the server's logs for this address and fix the error behind it.",
  source: "statusCode",
  run: (site) =>
    pageItems(site.pages, ({ statusCode }) =>
      statusCode !== null && statusCode >= 500 ? `HTTP ${statusCode}` : undefined,
    ),
};

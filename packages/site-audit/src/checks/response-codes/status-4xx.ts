import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const status4xx: Check = {
  id: "status-4xx",
  label: "Page answers a client error (4xx)",
  category: "response-codes",
  severity: "error",
  why: "Visitors and search engines get an error page instead of the content they were sent to.",
  how: "Restore the page, or redirect its address to the page that replaced it and fix the links to it.",
  source: "statusCode",
  run: (site) =>
    pageItems(site.pages, ({ statusCode }) =>
      statusCode !== null && statusCode >= 400 && statusCode < 500
        ? `HTTP ${statusCode}`
        : undefined,
    ),
};

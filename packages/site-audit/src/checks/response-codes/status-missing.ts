import type { Check } from "../../check";
import { pageItems } from "../helpers";

export const statusMissing: Check = {
  id: "status-missing",
  label: "Page without a status code",
  category: "response-codes",
  severity: "warning",
  why: "The crawler got no HTTP status for the page, so nothing says whether it works.",
  how: "Open the page yourself; if it loads, crawl the site again, and if not, check the server.",
  source: "statusCode (absent or not a number)",
  run: (site) =>
    pageItems(site.pages, ({ statusCode }) => (statusCode === null ? "no status" : undefined)),
};

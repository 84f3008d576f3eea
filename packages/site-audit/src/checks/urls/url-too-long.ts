import type { Check } from "../../check";
import { pageItems } from "../helpers";

/** Characters beyond which a URL is long (Screaming Frog's default). */
export const MAX_URL_CHARS = 115;

export const urlTooLong: Check = {
  id: "url-too-long",
  label: `URL over ${MAX_URL_CHARS} characters`,
  category: "urls",
  severity: "notice",
  why: "Long addresses are cut in search results and hard to share or read aloud.",
  how: "Shorten the path to the words that name the page.",
  threshold: `${MAX_URL_CHARS} characters`,
  source: "the page's URL as given",
  run: (site) =>
    pageItems(site.pages, (page) =>
      page.url.length > MAX_URL_CHARS ? `${page.url.length} characters` : undefined,
    ),
};

import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { urlForms } from "../url-forms";

export const urlUppercase: Check = {
  id: "url-uppercase",
  label: "URL with uppercase letters",
  category: "urls",
  severity: "notice",
  why: "Paths are case-sensitive: /About and /about can be two pages, and links typed in lower case miss.",
  how: "Use lower-case addresses and redirect the mixed-case ones to them.",
  source: "the page's URL, path and query, percent-decoded (the %XX codes themselves do not count)",
  run: (site) =>
    pageItems(site.pages, (page) =>
      /\p{Lu}/u.test(urlForms(page.url).decoded) ? "uppercase letters in the path" : undefined,
    ),
};

import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { urlForms } from "../url-forms";

// eslint-disable-next-line no-control-regex -- the range is the point: anything past ASCII.
const NON_ASCII = /[^\u0000-\u007f]/;

export const urlNonAscii: Check = {
  id: "url-non-ascii",
  label: "URL with non-ASCII characters",
  category: "urls",
  severity: "notice",
  why: "Characters such as é travel percent-encoded, so the address reads differently in each place it is pasted.",
  how: "Use plain letters, digits and hyphens in addresses (“demenagement” for “déménagement”).",
  source: "the page's URL as given and percent-decoded: é and %C3%A9 both count",
  run: (site) =>
    pageItems(site.pages, (page) => {
      const { given, decoded } = urlForms(page.url);
      return NON_ASCII.test(given) || NON_ASCII.test(decoded)
        ? "non-ASCII characters in the address"
        : undefined;
    }),
};

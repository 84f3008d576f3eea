import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

export const titleMultiple: Check = {
  id: "title-multiple",
  label: "More than one title",
  category: "titles",
  severity: "warning",
  why: "With two <title> tags, browsers and search engines each pick one, and not always the one meant. Known only when the provider returns the title as a list: the page's html comes without its <head>.",
  how: "Keep one <title> in the page's head; look for a template and a plugin that both add one.",
  source: "metadata.title as an array of two or more different values",
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.titles.length > 1 ? page.titles.map(quote).join(", ") : undefined,
    ),
};

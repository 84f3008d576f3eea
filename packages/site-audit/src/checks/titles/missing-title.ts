import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingTitle: Check = {
  id: "missing-title",
  label: "Page without a title",
  category: "titles",
  severity: "error",
  why: "The title is the headline of the page in search results and its name in the browser tab.",
  how: "Give the page a <title> that says what it offers, in about 30 to 60 characters.",
  source: "metadata.title",
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.titles.length === 0 ? "no title" : undefined)),
};

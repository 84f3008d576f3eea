import type { Check } from "../../check";
import { answeredPages, pageItems, plural } from "../helpers";

export const h1Multiple: Check = {
  id: "h1-multiple",
  label: "More than one H1",
  category: "headings",
  severity: "notice",
  why: "Several H1s blur what the page is mainly about for readers of its outline.",
  how: "Keep one H1 for the page's topic and make the others H2s.",
  source: "html: <h1>",
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.h1Count > 1 ? plural(page.h1Count, "H1") : undefined,
    ),
};

import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

/** Characters under which a title says too little (Screaming Frog's default). */
export const MIN_TITLE_CHARS = 30;

export const titleTooShort: Check = {
  id: "title-too-short",
  label: `Title under ${MIN_TITLE_CHARS} characters`,
  category: "titles",
  severity: "notice",
  why: "A very short title leaves out what the page offers and wastes room in search results.",
  how: "Add what the page is about and for whom, such as the service and the place.",
  threshold: `${MIN_TITLE_CHARS} characters`,
  source: "metadata.title (the first value)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const title = page.titles[0];
      return title !== undefined && title.length < MIN_TITLE_CHARS
        ? `${quote(title)} (${title.length} characters)`
        : undefined;
    }),
};

import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

/** Characters beyond which search results cut a title (Screaming Frog's default). */
export const MAX_TITLE_CHARS = 60;

export const titleTooLong: Check = {
  id: "title-too-long",
  label: `Title over ${MAX_TITLE_CHARS} characters`,
  category: "titles",
  severity: "notice",
  why: "Search results cut long titles, so the end of the title is never read.",
  how: "Put the words that matter first and shorten the title.",
  threshold: `${MAX_TITLE_CHARS} characters`,
  source: "metadata.title (the first value)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const title = page.titles[0];
      return title !== undefined && title.length > MAX_TITLE_CHARS
        ? `${quote(title)} (${title.length} characters)`
        : undefined;
    }),
};

import { textLengthCheck } from "../text-length";

/** Characters beyond which search results cut a title (Screaming Frog's default). */
export const MAX_TITLE_CHARS = 60;

export const titleTooLong = textLengthCheck({
  id: "title-too-long",
  label: (max) => `Title over ${max} characters`,
  category: "titles",
  severity: "notice",
  why: "Search results cut long titles, so the end of the title is never read.",
  how: "Put the words that matter first and shorten the title.",
  source: "metadata.title (the first value)",
  bound: "max",
  limit: MAX_TITLE_CHARS,
  texts: (page) => page.titles.slice(0, 1),
});

import { textLengthCheck } from "../text-length";

/** Characters under which a title says too little (Screaming Frog's default). */
export const MIN_TITLE_CHARS = 30;

export const titleTooShort = textLengthCheck({
  id: "title-too-short",
  label: (min) => `Title under ${min} characters`,
  category: "titles",
  severity: "notice",
  why: "A very short title leaves out what the page offers and wastes room in search results.",
  how: "Add what the page is about and for whom, such as the service and the place.",
  source: "metadata.title (the first value)",
  bound: "min",
  limit: MIN_TITLE_CHARS,
  texts: (page) => page.titles.slice(0, 1),
});

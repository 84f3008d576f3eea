import { textLengthCheck } from "../text-length";

/** Characters beyond which search results cut a description (Screaming Frog's default). */
export const MAX_DESCRIPTION_CHARS = 155;

export const descriptionTooLong = textLengthCheck({
  id: "description-too-long",
  label: (max) => `Meta description over ${max} characters`,
  category: "descriptions",
  severity: "notice",
  why: "Search results cut long descriptions mid-sentence.",
  how: "Say the essential first and keep the description short.",
  source: "metadata.description (the first value)",
  bound: "max",
  limit: MAX_DESCRIPTION_CHARS,
  texts: (page) => page.descriptions.slice(0, 1),
});

import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

/** Characters beyond which search results cut a description (Screaming Frog's default). */
export const MAX_DESCRIPTION_CHARS = 155;

export const descriptionTooLong: Check = {
  id: "description-too-long",
  label: `Meta description over ${MAX_DESCRIPTION_CHARS} characters`,
  category: "descriptions",
  severity: "notice",
  why: "Search results cut long descriptions mid-sentence.",
  how: "Say the essential first and keep the description short.",
  threshold: `${MAX_DESCRIPTION_CHARS} characters`,
  source: "metadata.description (the first value)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const description = page.descriptions[0];
      return description !== undefined && description.length > MAX_DESCRIPTION_CHARS
        ? `${quote(description)} (${description.length} characters)`
        : undefined;
    }),
};

import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

/** Characters under which a description says too little (Screaming Frog's default). */
export const MIN_DESCRIPTION_CHARS = 70;

export const descriptionTooShort: Check = {
  id: "description-too-short",
  label: `Meta description under ${MIN_DESCRIPTION_CHARS} characters`,
  category: "descriptions",
  severity: "notice",
  why: "A very short description gives searchers little reason to choose the page.",
  how: "Say what the page offers and why it is worth a click, in a sentence or two.",
  threshold: `${MIN_DESCRIPTION_CHARS} characters`,
  source: "metadata.description (the first value)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const description = page.descriptions[0];
      return description !== undefined && description.length < MIN_DESCRIPTION_CHARS
        ? `${quote(description)} (${description.length} characters)`
        : undefined;
    }),
};

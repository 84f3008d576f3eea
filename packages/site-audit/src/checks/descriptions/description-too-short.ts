import { textLengthCheck } from "../text-length";

/** Characters under which a description says too little (Screaming Frog's default). */
export const MIN_DESCRIPTION_CHARS = 70;

export const descriptionTooShort = textLengthCheck({
  id: "description-too-short",
  label: (min) => `Meta description under ${min} characters`,
  category: "descriptions",
  severity: "notice",
  why: "A very short description gives searchers little reason to choose the page.",
  how: "Say what the page offers and why it is worth a click, in a sentence or two.",
  source: "metadata.description (the first value)",
  bound: "min",
  limit: MIN_DESCRIPTION_CHARS,
  texts: (page) => page.descriptions.slice(0, 1),
});

import { textLengthCheck } from "../text-length";

/** Characters beyond which an H2 reads as a sentence (Screaming Frog's default). */
export const MAX_H2_CHARS = 70;

export const h2TooLong = textLengthCheck({
  id: "h2-too-long",
  label: (max) => `H2 over ${max} characters`,
  category: "headings",
  severity: "notice",
  why: "A long section heading is read as a sentence, not as the section's topic, and is cut in outlines.",
  how: "Shorten the H2 to the section's topic and move the rest into its first paragraph.",
  source: "html: <h2> (text clipped at 300 characters)",
  bound: "max",
  limit: MAX_H2_CHARS,
  texts: (page) =>
    page.headings.filter((heading) => heading.level === 2).map((heading) => heading.text),
});

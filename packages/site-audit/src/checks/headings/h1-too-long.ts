import { textLengthCheck } from "../text-length";

/** Characters beyond which an H1 stops being a heading (Screaming Frog's default). */
export const MAX_H1_CHARS = 70;

export const h1TooLong = textLengthCheck({
  id: "h1-too-long",
  label: (max) => `H1 over ${max} characters`,
  category: "headings",
  severity: "notice",
  why: "A long main heading is read as a sentence, not as the page's topic.",
  how: "Shorten the H1 to the topic and move the rest into the first paragraph.",
  source: "html: <h1> (text clipped at 300 characters)",
  bound: "max",
  limit: MAX_H1_CHARS,
  texts: (page) =>
    page.headings.filter((heading) => heading.level === 1).map((heading) => heading.text),
});

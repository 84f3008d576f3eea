import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

/** Characters beyond which an H1 stops being a heading (Screaming Frog's default). */
export const MAX_H1_CHARS = 70;

export const h1TooLong: Check = {
  id: "h1-too-long",
  label: `H1 over ${MAX_H1_CHARS} characters`,
  category: "headings",
  severity: "notice",
  why: "A long main heading is read as a sentence, not as the page's topic.",
  how: "Shorten the H1 to the topic and move the rest into the first paragraph.",
  threshold: `${MAX_H1_CHARS} characters`,
  source: "html: <h1> (text clipped at 300 characters)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const long = page.headings.find(
        (heading) => heading.level === 1 && heading.text.length > MAX_H1_CHARS,
      );
      return long ? `${quote(long.text)} (${long.text.length} characters)` : undefined;
    }),
};

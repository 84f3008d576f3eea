import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const h1MultipleBeforeH2: Check = {
  id: "h1-multiple-before-h2",
  label: "More than one H1 before the first H2",
  category: "headings",
  severity: "notice",
  why: "Two main headings before the first section leave the page's topic unclear in its outline: which of them do the sections belong to?",
  how: "Keep one H1 at the top of the page and make the others H2s or plain text.",
  source:
    "html: <h1> and <h2> in order (pages with an H2; without one, h1-multiple and missing-h2 say it)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const firstH2 = page.headings.findIndex((heading) => heading.level === 2);
      if (firstH2 === -1) return undefined;
      const h1s = page.headings.slice(0, firstH2).filter((heading) => heading.level === 1).length;
      return h1s > 1 ? `${h1s} H1s before the first H2` : undefined;
    }),
};

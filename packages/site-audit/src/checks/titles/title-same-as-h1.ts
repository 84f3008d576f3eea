import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

const comparable = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

export const titleSameAsH1: Check = {
  id: "title-same-as-h1",
  label: "Title the same as the H1",
  category: "titles",
  severity: "notice",
  why: "The title and the H1 are two chances to describe the page; the same words twice use only one.",
  how: "Keep the H1 for readers on the page and make the title the version for search results.",
  source: "metadata.title and the first <h1> of the html",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const title = page.titles[0];
      const h1 = page.headings.find((heading) => heading.level === 1)?.text;
      return title !== undefined &&
        h1 !== undefined &&
        h1 !== "" &&
        comparable(title) === comparable(h1)
        ? quote(title)
        : undefined;
    }),
};

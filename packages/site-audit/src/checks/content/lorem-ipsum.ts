import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const loremIpsum: Check = {
  id: "lorem-ipsum",
  label: "Placeholder text (lorem ipsum)",
  category: "content",
  severity: "warning",
  why: "Placeholder text on a live page shows visitors an unfinished site.",
  how: "Replace the placeholder with the page's real text, or unpublish the page.",
  threshold: "the words “lorem ipsum”",
  source: "html: text outside nav, header, footer and aside (markdown without html)",
  run: (site) =>
    pageItems(answeredPages(site), ({ content }) =>
      content.lorem ? "contains “lorem ipsum”" : undefined,
    ),
};

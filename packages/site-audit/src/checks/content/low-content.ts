import type { Check } from "../../check";
import { answeredPages, pageItems, plural } from "../helpers";

/** Words of content-area text under which a page is low on content (Screaming Frog's default). */
export const MIN_CONTENT_WORDS = 200;

export const lowContent: Check = {
  id: "low-content",
  label: `Page under ${MIN_CONTENT_WORDS} words`,
  category: "content",
  severity: "notice",
  why: "A page with little text of its own gives visitors and search engines little to go on.",
  how: "Add what visitors come for (prices, steps, answers), or merge the page into a fuller one.",
  threshold: `${MIN_CONTENT_WORDS} words`,
  source: "html: words outside nav, header, footer and aside (markdown without html)",
  run: (site) =>
    pageItems(answeredPages(site), ({ content }) =>
      content.words < MIN_CONTENT_WORDS ? plural(content.words, "word") : undefined,
    ),
};

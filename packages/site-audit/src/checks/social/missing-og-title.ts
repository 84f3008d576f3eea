import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingOgTitle: Check = {
  id: "missing-og-title",
  label: "Page without og:title",
  category: "social",
  severity: "notice",
  why: "Social networks and chat apps use og:title as the title of the card shown when the page is shared.",
  how: 'Add <meta property="og:title"> with the title as it should read when the page is shared.',
  source: 'metadata.ogTitle (or metadata["og:title"])',
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.ogTitle === "" ? "no og:title" : undefined)),
};

import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingOgDescription: Check = {
  id: "missing-og-description",
  label: "Page without og:description",
  category: "social",
  severity: "notice",
  why: "Social networks and chat apps use og:description as the line under the card's title when the page is shared.",
  how: 'Add <meta property="og:description"> with one sentence about the page.',
  source: 'metadata.ogDescription (or metadata["og:description"])',
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.ogDescription === "" ? "no og:description" : undefined,
    ),
};

import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingOgImage: Check = {
  id: "missing-og-image",
  label: "Page without og:image",
  category: "social",
  severity: "notice",
  why: "Social networks and chat apps use og:image as the picture of the card when the page is shared; without it the card is a bare link.",
  how: 'Add <meta property="og:image"> with the absolute URL of an image of at least 1200 × 630 pixels.',
  source: 'metadata.ogImage (or metadata["og:image"])',
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.ogImage === "" ? "no og:image" : undefined)),
};

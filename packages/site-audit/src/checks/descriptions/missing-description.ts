import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingDescription: Check = {
  id: "missing-description",
  label: "Page without a meta description",
  category: "descriptions",
  severity: "warning",
  why: "Without a description, search engines show whatever text of the page they pick under the title.",
  how: 'Add a <meta name="description"> that sums the page up in one or two sentences.',
  source: "metadata.description",
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.descriptions.length === 0 ? "no meta description" : undefined,
    ),
};

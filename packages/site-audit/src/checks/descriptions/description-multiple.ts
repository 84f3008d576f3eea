import type { Check } from "../../check";
import { answeredPages, pageItems, quote } from "../helpers";

export const descriptionMultiple: Check = {
  id: "description-multiple",
  label: "More than one meta description",
  category: "descriptions",
  severity: "warning",
  why: "With two descriptions, search engines pick one or ignore both. Known only when the provider returns them as a list: some of its versions join repeated descriptions with “, ” into one text, which cannot be told from a description containing a comma.",
  how: 'Keep one <meta name="description"> per page.',
  source: "metadata.description as an array of two or more different values",
  run: (site) =>
    pageItems(answeredPages(site), (page) =>
      page.descriptions.length > 1 ? page.descriptions.map(quote).join(", ") : undefined,
    ),
};

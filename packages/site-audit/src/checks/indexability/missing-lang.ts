import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";

export const missingLang: Check = {
  id: "missing-lang",
  label: "Page without a language (lang)",
  category: "indexability",
  severity: "warning",
  why: "Without lang, screen readers read the page with the wrong voice and search engines guess its language.",
  how: 'Set the language on the html element, such as <html lang="en">.',
  source: "metadata.language (from <html lang>)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => (page.language === "" ? "no lang" : undefined)),
};

import { listing } from "../../audit-caps";
import type { PageFacts } from "../../facts/types";
import type { AuditItem, Listing } from "../../types";
import { addTo } from "../helpers";

/** Why a page's text was or was not read for readability and spelling, in the listing's words. */
function languageGroup(page: PageFacts): [id: string, label: string] {
  const prose = page.content.prose;
  if (prose === null) {
    const code = page.language.trim().toLowerCase();
    return [`language-${code}`, `Language "${code}": readability and spelling skipped`];
  }
  if (prose.english === "lang") {
    return ["language-english", "English (lang): readability and spelling read"];
  }
  if (prose.english === "detected") {
    return ["language-english-detected", "No lang, English by its words: read"];
  }
  return ["language-not-english", "No lang, not English by its words: skipped"];
}

/**
 * The pages by the language readability and spelling took them in: English pages are read, pages
 * in other languages are skipped and counted here, so that a check that passed says over how
 * many pages it looked.
 */
export function languageListings(pages: readonly PageFacts[]): Listing[] {
  const groups = new Map<string, AuditItem[]>();
  const labels = new Map<string, string>();
  for (const page of pages) {
    const [id, label] = languageGroup(page);
    labels.set(id, label);
    addTo(groups, id, {
      url: page.url,
      detail: page.language === "" ? "no lang" : page.language,
    });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, items]) => listing(id, labels.get(id) ?? id, items));
}

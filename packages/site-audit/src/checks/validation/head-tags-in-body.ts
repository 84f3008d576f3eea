import type { Check } from "../../check";
import { documentItems } from "../document-pages";
import { plural } from "../helpers";

export const headTagsInBody: Check = {
  id: "head-tags-in-body",
  label: "Title or meta tag in the body",
  category: "validation",
  severity: "warning",
  why: "A <title> or <meta> in the body is ignored by search engines: a description, a robots directive or a verification tag there does nothing.",
  how: "Move the tag into the head; in a CMS, use the page's head settings rather than an HTML block in the content.",
  source:
    "rawHtml: <title> and <meta> outside the head (those lost when the head ended early are the head-ended-early check's)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const titles = document.titlesOutsideHead - document.titlesLostFromHead;
      const metas = document.metasOutsideHead - document.metasLostFromHead;
      if (titles <= 0 && metas <= 0) return undefined;
      const found = [
        titles > 0 && plural(titles, "<title> tag"),
        metas > 0 && plural(metas, "<meta> tag"),
      ];
      return `${found.filter(Boolean).join(" and ")} in the body`;
    }),
};

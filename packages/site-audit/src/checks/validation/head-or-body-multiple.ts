import type { Check } from "../../check";
import { documentItems } from "../document-pages";

export const headOrBodyMultiple: Check = {
  id: "head-or-body-multiple",
  label: "More than one <head> or <body>",
  category: "validation",
  severity: "warning",
  why: "A parser keeps the first <head> and <body> and reads the tags of a second head as body, where its title, metas and canonical mean nothing.",
  how: "Keep one <head> and one <body>: a second one usually comes from a template or a widget that writes a whole page into another.",
  source: "rawHtml: <head> and <body> start tags",
  needs: "full-document",
  run: (site) =>
    documentItems(site, ({ headCount, bodyCount }) =>
      headCount > 1 || bodyCount > 1 ? `${headCount} <head>, ${bodyCount} <body>` : undefined,
    ),
};

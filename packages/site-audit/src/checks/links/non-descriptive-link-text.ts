import type { Check } from "../../check";
import { linkItems, oncePerTarget, quote } from "../helpers";

/** Link texts that say nothing of where they lead, after Lighthouse's `link-text` audit. */
export const NON_DESCRIPTIVE_TEXTS: ReadonlySet<string> = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "this",
  "start",
  "right here",
  "more",
  "read more",
  "learn more",
  "more info",
  "more information",
  "link",
]);

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.!?…:»›→]+$/u, "")
    .trim();

export const nonDescriptiveLinkText: Check = {
  id: "non-descriptive-link-text",
  label: "Link text that does not describe its target",
  category: "links",
  severity: "warning",
  why: "“Click here” tells screen-reader users and search engines nothing about where the link goes.",
  how: "Write link text that names the destination, such as “Compare our moving quotes”.",
  threshold: "“click here”, “here”, “read more”, “learn more”, “more” and the like",
  source: "html: the text of <a href>",
  run: (site) =>
    oncePerTarget(
      linkItems(site.pages, (link) =>
        link.hasHref && NON_DESCRIPTIVE_TEXTS.has(normalised(link.text))
          ? `${quote(link.text)} links to ${link.target ?? link.href}`
          : undefined,
      ),
    ),
};

import type { Check } from "../../check";
import { auditItem } from "../audit-item";
import { canonicalElsewhere, documentPages } from "../document-pages";
import type { AuditItem } from "../../types";

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
};

export const canonicalOtherHost: Check = {
  id: "canonical-other-host",
  label: "Canonical to another host",
  category: "canonicals",
  severity: "notice",
  why: "A canonical to another host hands the page's ranking to that site: meant for syndicated copies, a mistake when a staging or old domain was left in a template.",
  how: "Unless the page is a copy of one on that host, point the canonical at this site's own URL.",
  source:
    "rawHtml: the head's <link rel=canonical>, its host compared with the host of the page's final URL",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const { page } of documentPages(site)) {
      const target = canonicalElsewhere(page);
      if (target === null) continue;
      const host = hostOf(target);
      if (host !== hostOf(page.finalKey)) {
        items.push(auditItem(page.url, `canonical to ${host}: ${target}`, target));
      }
    }
    return items;
  },
};

import type { SiteContext } from "../../check";
import type { ResourceFact } from "../../facts/types";
import { clipText } from "../../text/clip-text";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { type DocumentPage, documentPages } from "../document-links";
import { firstOfPair } from "../helpers";

/** A resource's URL as written, without the spaces an attribute may wrap it in. */
export const resourceUrl = (resource: ResourceFact) => resource.url.trim();

/** One item per resource of each document page that `matches`, once per (page, URL). */
export function resourceItems(
  site: SiteContext,
  matches: (resource: ResourceFact, page: DocumentPage) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  const seen = new Map<string, Set<string>>();
  for (const page of documentPages(site)) {
    for (const resource of page.document.resources) {
      const detail = matches(resource, page);
      const target = clipText(resourceUrl(resource), 1024);
      if (detail !== undefined && firstOfPair(seen, page.url, target)) {
        items.push(auditItem(page.url, detail, target));
      }
    }
  }
  return items;
}

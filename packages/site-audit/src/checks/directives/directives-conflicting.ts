import type { Check } from "../../check";
import { directiveName } from "../../facts/document/robots-directives";
import { documentItems, namedDirectives } from "../document-pages";

/** What each directive says of indexing and of following: `all` and `none` say both. */
const SAYS: Record<string, { index?: boolean; follow?: boolean }> = {
  index: { index: true },
  noindex: { index: false },
  follow: { follow: true },
  nofollow: { follow: false },
  all: { index: true, follow: true },
  none: { index: false, follow: false },
};

export const directivesConflicting: Check = {
  id: "directives-conflicting",
  label: "Conflicting robots directives (index and noindex, follow and nofollow)",
  category: "directives",
  severity: "warning",
  why: "A page that says both index and noindex (or follow and nofollow), in one meta or across its robots and googlebot metas, is read by the most restrictive: the index or follow was not what happens.",
  how: "Keep one robots meta with one value for indexing and one for following, and a googlebot meta only where it must differ.",
  source: "rawHtml: every <meta name=robots|googlebot> of the page, together",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const index = new Set<string>();
      const follow = new Set<string>();
      const seen: string[] = [];
      for (const { name, directive } of namedDirectives(document)) {
        const says = SAYS[directiveName(directive)];
        if (!says) continue;
        if (says.index !== undefined) index.add(String(says.index));
        if (says.follow !== undefined) follow.add(String(says.follow));
        seen.push(`${name} “${directive}”`);
      }
      const conflicts = [index.size > 1 && "indexing", follow.size > 1 && "following"].filter(
        Boolean,
      );
      return conflicts.length > 0 ? `on ${conflicts.join(" and ")}: ${seen.join(", ")}` : undefined;
    }),
};

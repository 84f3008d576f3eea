import type { Inlink, PageInlinks } from "@keystone/site-audit/vocabulary";

/** Inlinks rendered per table; the rest are counted ("and N more"). */
export const INLINKS_SHOWN = 50;

/** Where a link sits, in Screaming Frog's words. */
const POSITION_LABELS: Record<Inlink["position"], string> = {
  nav: "Navigation",
  header: "Header",
  footer: "Footer",
  aside: "Aside",
  content: "Content",
  unknown: "Unknown (no html)",
};

/**
 * The crawled pages that link to a page: each link's page, anchor text and position, as Screaming
 * Frog's Inlinks tab. The first `INLINKS_SHOWN` render; the true total is said.
 */
export function InlinksTable({
  inlinks,
  caption,
}: {
  inlinks: PageInlinks | undefined;
  caption: string;
}) {
  const items = inlinks?.items ?? [];
  const total = Math.max(inlinks?.total ?? 0, items.length);
  if (total === 0) {
    return (
      <p data-slot="inlinks-none" className="text-xs text-muted-foreground">
        No crawled page links here.
      </p>
    );
  }
  const shown = items.slice(0, INLINKS_SHOWN);
  const more = total - shown.length;
  return (
    <div className="grid max-h-72 gap-1 overflow-auto">
      <table data-slot="inlinks" className="w-full text-left text-xs">
        <caption className="text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              From
            </th>
            <th scope="col" className="py-1 pr-2">
              Anchor text
            </th>
            <th scope="col" className="py-1">
              Link position
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((link, index) => (
            <tr key={index} className="border-t align-top">
              <td className="py-1 pr-2 font-mono break-all">{link.from}</td>
              <td className="py-1 pr-2 break-words">
                {link.text === "" ? "(no text)" : link.text}
              </td>
              <td className="py-1">{POSITION_LABELS[link.position]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p className="text-xs text-muted-foreground">and {more} more</p>}
    </div>
  );
}

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

/** One link as a table row: the page at its other end, its anchor text and where it sits. */
export interface LinkRow {
  address: string;
  text: string;
  position: Inlink["position"];
}

/**
 * Links as a table (the inlinks of a page, or its outlinks): each link's other page, anchor text
 * and position in Screaming Frog's words. The first `INLINKS_SHOWN` render; the true total is said.
 */
export function LinksTable({
  slot,
  caption,
  addressHeader,
  rows,
  total,
}: {
  slot: string;
  caption: string;
  /** "From" for inlinks, "To" for outlinks. */
  addressHeader: string;
  rows: readonly LinkRow[];
  total: number;
}) {
  const shown = rows.slice(0, INLINKS_SHOWN);
  const more = Math.max(total, rows.length) - shown.length;
  return (
    <div className="grid max-h-72 gap-1 overflow-auto">
      <table data-slot={slot} className="w-full text-left text-xs">
        <caption className="text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              {addressHeader}
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
              <td className="py-1 pr-2 font-mono break-all">{link.address}</td>
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

/** The crawled pages that link to a page, as Screaming Frog's Inlinks tab. */
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
  return (
    <LinksTable
      slot="inlinks"
      caption={caption}
      addressHeader="From"
      rows={items.map((link) => ({ address: link.from, text: link.text, position: link.position }))}
      total={total}
    />
  );
}

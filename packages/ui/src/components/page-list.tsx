import type * as React from "react";
import { ExternalLink } from "./external-link";

type PageListProps<Item extends { url: string }> = {
  items: readonly Item[];
  /**
   * How many there are in all, when `items` holds only the first of them (a list capped where it
   * was made); the "and N more" line counts from it. Defaults to `items.length`.
   */
  total?: number | undefined;
  /** Items rendered, in order; the rest are counted in an "and N more" line. */
  shown: number;
  /** The line under an item's address, if any. */
  textOf: (item: Item) => string | undefined;
  /** The `data-slot` prefix of the owner: its "and N more" line is `<slot>-more`. */
  slot: string;
  /** Controls shown under an item (e.g. its inlinks, "ignore here"), when the owner has any. */
  actionsOf?: ((item: Item) => React.ReactNode) | undefined;
};

/**
 * The pages a finding or an issue concerns: the first `shown` as links that open in a new tab,
 * each with its line of text, then how many more there are. The items come from crawled pages, so
 * the list is capped (thousands of nodes otherwise) and everything in it stays text.
 */
function PageList<Item extends { url: string }>({
  items,
  total,
  shown,
  textOf,
  slot,
  actionsOf,
}: PageListProps<Item>) {
  const listed = items.slice(0, Math.max(shown, 0));
  const more = Math.max(total ?? 0, items.length) - listed.length;
  return (
    <>
      {listed.length > 0 && (
        <ul className="grid max-h-72 gap-1 overflow-auto border-t px-3 py-2 text-sm">
          {listed.map((item, index) => {
            const text = textOf(item);
            return (
              <li key={index} className="grid gap-0.5 py-1">
                <ExternalLink href={item.url} className="font-mono text-xs">
                  {item.url === "" ? "(no URL)" : item.url}
                </ExternalLink>
                {text && <span className="text-xs break-words text-muted-foreground">{text}</span>}
                {actionsOf?.(item)}
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <p data-slot={`${slot}-more`} className="border-t px-3 py-2 text-sm text-muted-foreground">
          and {more} more
        </p>
      )}
    </>
  );
}

export { PageList, type PageListProps };

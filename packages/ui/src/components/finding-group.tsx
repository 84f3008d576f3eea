import { ChevronRight } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";
import { PageList } from "./page-list";

/** One page a finding concerns: its address and what is wrong with it, both plain text. */
type FindingGroupItem = { url: string; note?: string };

/**
 * Items a finding renders unless told otherwise: the items come from crawled pages, and a list of
 * thousands would be thousands of nodes, open or not.
 */
const FINDING_ITEMS_SHOWN = 50;

type FindingGroupProps = Omit<React.ComponentProps<"details">, "children"> & {
  label: string;
  items: readonly FindingGroupItem[];
  /** How many there are in all, when `items` holds only the first of them. */
  total?: number | undefined;
  /** `issue`: a count above zero is marked as a problem. `neutral`: the count is only a figure. */
  tone?: "issue" | "neutral";
  /** Shown instead of the list when there are no items. */
  emptyText?: string;
  /** Items rendered, in order; the rest are counted in an "and N more" line. */
  shown?: number;
};

/**
 * A finding: its name and count, opening to the pages it concerns. Pages are links that open in
 * a new tab; everything else is text, so hostile titles or URLs stay inert.
 */
function FindingGroup({
  label,
  items,
  total,
  tone = "issue",
  emptyText = "None.",
  shown = FINDING_ITEMS_SHOWN,
  className,
  ...props
}: FindingGroupProps) {
  const count = Math.max(total ?? 0, items.length);
  const flagged = tone === "issue" && count > 0;
  return (
    <details
      data-slot="finding-group"
      data-state={flagged ? "flagged" : "clear"}
      className={cn("group rounded-md border", className)}
      {...props}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        <span className="min-w-0 flex-1 font-medium break-words">{label}</span>
        <span
          data-slot="finding-group-count"
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
            flagged
              ? "bg-destructive text-destructive-foreground"
              : "bg-muted text-muted-foreground",
          )}
        >
          {count}
        </span>
      </summary>
      {count === 0 ? (
        <p className="border-t px-3 py-2 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <PageList
          items={items}
          total={total}
          shown={shown}
          textOf={(item) => item.note}
          slot="finding-group"
        />
      )}
    </details>
  );
}

export { FINDING_ITEMS_SHOWN, FindingGroup, type FindingGroupItem, type FindingGroupProps };

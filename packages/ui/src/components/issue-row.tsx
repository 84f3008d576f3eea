import { ChevronRight } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";
import { FINDING_ITEMS_SHOWN } from "./finding-group";
import { PageList } from "./page-list";
import { SeverityBadge, type Severity } from "./severity-badge";

/** One occurrence of an issue: the page it is on and what is wrong there, both plain text. */
type IssueRowItem = { url: string; detail?: string };

type IssueRowProps = Omit<React.ComponentProps<"details">, "children"> & {
  label: string;
  severity: Severity;
  category: string;
  /** One line: why the issue matters. */
  why: string;
  /** One line: how to fix it. */
  how: string;
  items: readonly IssueRowItem[];
  /** How many pages the issue is on, when `items` holds only the first of them. */
  total?: number | undefined;
  /** Items rendered, in order; the rest are counted in an "and N more" line. */
  shown?: number;
  /** A mark beside the label, such as "New" since the last crawl. */
  badge?: React.ReactNode;
  /** Controls for the whole issue, under how to fix it (e.g. "Ignore this check"). */
  actions?: React.ReactNode;
  /** Controls under each listed page (e.g. its inlinks, "Ignore on this page"). */
  itemActions?: (item: IssueRowItem) => React.ReactNode;
};

/**
 * An audit issue on one site: its severity, name, category and count, opening to why it matters,
 * how to fix it and the pages it is on. Pages are links that open in a new tab; everything else
 * is React text, so crawled titles and URLs stay inert.
 */
function IssueRow({
  label,
  severity,
  category,
  why,
  how,
  items,
  total,
  shown = FINDING_ITEMS_SHOWN,
  badge,
  actions,
  itemActions,
  className,
  ...props
}: IssueRowProps) {
  return (
    <details
      data-slot="issue-row"
      data-severity={severity}
      className={cn("group rounded-md border", className)}
      {...props}
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-3 py-2 text-sm outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        <SeverityBadge severity={severity} />
        <span data-slot="issue-row-label" className="min-w-0 flex-1 font-medium break-words">
          {label}
        </span>
        {badge !== undefined && <span data-slot="issue-row-badge">{badge}</span>}
        <span data-slot="issue-row-category" className="text-xs text-muted-foreground">
          {category}
        </span>
        <span
          data-slot="issue-row-count"
          className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-foreground tabular-nums"
        >
          {Math.max(total ?? 0, items.length)}
        </span>
      </summary>
      <div data-slot="issue-row-explanation" className="grid gap-1 border-t px-3 py-2 text-sm">
        <p data-slot="issue-row-why">
          <span className="font-semibold">Why it matters: </span>
          {why}
        </p>
        <p data-slot="issue-row-how">
          <span className="font-semibold">How to fix it: </span>
          {how}
        </p>
        {actions}
      </div>
      <PageList
        items={items}
        total={total}
        shown={shown}
        textOf={(item) => item.detail}
        slot="issue-row"
        actionsOf={itemActions}
      />
    </details>
  );
}

export { IssueRow, type IssueRowItem, type IssueRowProps };

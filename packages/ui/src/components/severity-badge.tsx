import { CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";
import { Badge, type BadgeVariant } from "./badge";

/** How much an issue matters, from the site audit: an error, a warning or a notice. */
type Severity = "error" | "warning" | "notice";

const severityLooks: Record<Severity, { word: string; variant: BadgeVariant; icon: LucideIcon }> = {
  error: { word: "Error", variant: "destructive", icon: CircleX },
  warning: { word: "Warning", variant: "warning", icon: TriangleAlert },
  notice: { word: "Notice", variant: "info", icon: Info },
};

type SeverityBadgeProps = React.ComponentProps<"span"> & {
  severity: Severity;
  /** Shown after the word, in its own slot, when given. */
  count?: number;
};

/**
 * A severity in a word, an icon and a colour, so that colour is never the only signal; with an
 * optional count beside the word ("Error 3").
 */
function SeverityBadge({ severity, count, className, ...props }: SeverityBadgeProps) {
  const { word, variant, icon: Icon } = severityLooks[severity];
  return (
    <Badge
      data-slot="severity-badge"
      data-severity={severity}
      variant={variant}
      className={cn("font-semibold", className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      {word}
      {/* Collapsed by the flex layout; it keeps the word and the count apart when read as text. */}
      {count !== undefined && " "}
      {count !== undefined && (
        <span data-slot="severity-badge-count" className="ml-0.5 tabular-nums">
          {count}
        </span>
      )}
    </Badge>
  );
}

export { SeverityBadge, type Severity, type SeverityBadgeProps };

import { ExternalLink as ExternalIcon } from "lucide-react";
import type * as React from "react";

type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string };

/** A link to another site: opens in a new tab without handing it this page, and says so. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalIcon aria-hidden="true" />
    </a>
  );
}

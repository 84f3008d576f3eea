import type * as React from "react";
import { cn } from "../lib/utils";

/** Whether `href` is an absolute http(s) URL: nothing else may become a link from untrusted data. */
function isWebUrl(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

type ExternalLinkProps = Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & {
  /** An address from outside (a crawled page, say). Only an http(s) URL becomes a link. */
  href: string;
};

/**
 * A link to another site that opens in a new tab with `rel="noopener noreferrer"` and says so to
 * screen readers. Any other address (`javascript:`, `data:`, a relative path) is shown as text,
 * so data from outside can never become a script URL or send the visitor somewhere unexpected.
 */
function ExternalLink({ href, className, children, ...props }: ExternalLinkProps) {
  const text = children ?? href;
  if (!isWebUrl(href)) {
    return (
      <span data-slot="external-link" data-state="text" className={cn("break-all", className)}>
        {text}
      </span>
    );
  }
  return (
    <a
      data-slot="external-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "font-medium break-all text-primary underline underline-offset-4 outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export { ExternalLink, type ExternalLinkProps };

import { Menu, X } from "lucide-react";
import * as React from "react";
import type { LinkComponent, LinkItem } from "../lib/link";
import { siteHeader } from "../behaviours/site-header";
import { useBehaviour } from "../behaviours/use-behaviour";
import { cn } from "../lib/utils";

type SiteHeaderProps = React.ComponentProps<"header"> & {
  brand: string;
  tagline: string;
  links: LinkItem[];
  /** The path of the page being shown; its link gets `aria-current="page"`. */
  currentPath: string;
  brandHref?: string;
  linkComponent?: LinkComponent;
};

function normalisePath(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The sticky site header. It renders the same markup in React and at build time; its behaviour
 * (the mobile menu) is the `site-header` behaviour, so a static page runs exactly the same code.
 */
function SiteHeader({
  brand,
  tagline,
  links,
  currentPath,
  brandHref = "/",
  linkComponent: Link = "a",
  className,
  ref,
  ...props
}: SiteHeaderProps) {
  const behaviour = useBehaviour(siteHeader, { ref });
  const menuId = React.useId();

  const current = normalisePath(currentPath);
  const renderLinks = (linkClassName: string) =>
    links.map((link) => (
      <li key={link.href}>
        <Link
          href={link.href}
          className={linkClassName}
          aria-current={normalisePath(link.href) === current ? "page" : undefined}
        >
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header
      data-slot="site-header"
      className={cn(
        "sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80",
        className,
      )}
      {...props}
      {...behaviour}
    >
      <div
        data-slot="site-header-container"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          data-slot="site-header-brand"
          href={brandHref}
          className="flex min-w-0 flex-col rounded-md leading-tight outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span
            data-slot="site-header-brand-name"
            className="truncate text-lg font-bold tracking-tight text-primary"
          >
            {brand}
          </span>
          <span data-slot="site-header-tagline" className="truncate text-xs text-muted-foreground">
            {tagline}
          </span>
        </Link>

        <nav data-slot="site-header-nav" aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {renderLinks(
              "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-hidden hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-primary",
            )}
          </ul>
        </nav>

        <button
          data-slot="site-header-toggle"
          type="button"
          aria-label="Menu"
          aria-expanded="false"
          aria-controls={menuId}
          className="group inline-flex size-10 items-center justify-center rounded-md text-foreground outline-hidden hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
        >
          <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded:block" />
        </button>
      </div>

      <nav
        data-slot="site-header-menu"
        id={menuId}
        aria-label="Main"
        hidden
        className="border-t bg-background px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {renderLinks(
            "block rounded-md px-3 py-2 text-base font-medium text-muted-foreground outline-hidden hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-primary",
          )}
        </ul>
      </nav>
    </header>
  );
}

export { SiteHeader, type SiteHeaderProps };

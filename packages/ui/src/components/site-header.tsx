import { Menu, X } from "lucide-react";
import * as React from "react";
import type { LinkComponent, LinkItem } from "../lib/link";
import { scrollToTop } from "../lib/scroll-to-top";
import { cn } from "../lib/utils";

/** Lets the route change render before the page scrolls back to the top. */
const SCROLL_DELAY_MS = 100;

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

function SiteHeader({
  brand,
  tagline,
  links,
  currentPath,
  brandHref = "/",
  linkComponent: Link = "a",
  className,
  ...props
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const scrollTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(scrollTimer.current), []);

  function handleLinkClick() {
    setMenuOpen(false);
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(scrollToTop, SCROLL_DELAY_MS);
  }

  function handleMenuKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  const current = normalisePath(currentPath);
  const renderLinks = (linkClassName: string) =>
    links.map((link) => (
      <li key={link.href}>
        <Link
          href={link.href}
          className={linkClassName}
          aria-current={normalisePath(link.href) === current ? "page" : undefined}
          onClick={handleLinkClick}
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
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          data-slot="site-header-brand"
          href={brandHref}
          onClick={handleLinkClick}
          className="flex min-w-0 flex-col rounded-md leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="truncate text-lg font-bold tracking-tight text-primary">{brand}</span>
          <span className="truncate text-xs text-muted-foreground">{tagline}</span>
        </Link>

        <nav data-slot="site-header-nav" aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {renderLinks(
              "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-primary",
            )}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          data-slot="site-header-toggle"
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 items-center justify-center rounded-md text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      <nav
        data-slot="site-header-menu"
        id={menuId}
        aria-label="Main"
        hidden={!menuOpen}
        onKeyDown={handleMenuKeyDown}
        className="border-t bg-background px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {renderLinks(
            "block rounded-md px-3 py-2 text-base font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-primary",
          )}
        </ul>
      </nav>
    </header>
  );
}

export { SiteHeader, type SiteHeaderProps };

import { Mail, MapPin } from "lucide-react";
import type * as React from "react";
import type { LinkComponent, LinkItem } from "../lib/link";
import { cn } from "../lib/utils";

type SiteFooterProps = React.ComponentProps<"footer"> & {
  brand: string;
  description: string;
  /** The portfolio companies named in the footer. */
  companies: string[];
  quickLinks: LinkItem[];
  email: string;
  /** The street address, one entry per line. */
  address: string[];
  copyright: string;
  companiesHeading?: string;
  quickLinksHeading?: string;
  contactHeading?: string;
  linkComponent?: LinkComponent;
};

const linkClassName =
  "rounded-sm text-sm text-muted-foreground outline-hidden hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

function FooterHeading({ children }: { children: React.ReactNode }) {
  return (
    <h2 data-slot="site-footer-heading" className="text-sm font-semibold tracking-wide uppercase">
      {children}
    </h2>
  );
}

function SiteFooter({
  brand,
  description,
  companies,
  quickLinks,
  email,
  address,
  copyright,
  companiesHeading = "Our Portfolio",
  quickLinksHeading = "Quick Links",
  contactHeading = "Contact",
  linkComponent: Link = "a",
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer
      data-slot="site-footer"
      className={cn("border-t bg-muted text-foreground", className)}
      {...props}
    >
      <div
        data-slot="site-footer-container"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8"
      >
        <div data-slot="site-footer-brand" className="flex flex-col gap-3">
          <p
            data-slot="site-footer-brand-name"
            className="text-lg font-bold tracking-tight text-primary"
          >
            {brand}
          </p>
          <p data-slot="site-footer-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>

        <section data-slot="site-footer-companies" className="flex flex-col gap-3">
          <FooterHeading>{companiesHeading}</FooterHeading>
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            {companies.map((company) => (
              <li key={company}>{company}</li>
            ))}
          </ul>
        </section>

        <nav
          data-slot="site-footer-quick-links"
          aria-label={quickLinksHeading}
          className="flex flex-col gap-3"
        >
          <FooterHeading>{quickLinksHeading}</FooterHeading>
          <ul className="flex flex-col gap-2">
            {quickLinks.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <Link href={link.href} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section data-slot="site-footer-contact" className="flex flex-col gap-3">
          <FooterHeading>{contactHeading}</FooterHeading>
          <a
            data-slot="site-footer-email"
            href={`mailto:${email}`}
            className={cn(linkClassName, "inline-flex items-center gap-2")}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {email}
          </a>
          <address
            data-slot="site-footer-address"
            className="flex gap-2 text-sm text-muted-foreground not-italic"
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        </section>
      </div>

      <div data-slot="site-footer-bottom" className="border-t">
        <p
          data-slot="site-footer-copyright"
          className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8"
        >
          {copyright}
        </p>
      </div>
    </footer>
  );
}

export { SiteFooter, type SiteFooterProps };

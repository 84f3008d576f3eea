import { SiteFooter } from "@keystone/ui/components/site-footer";
import { SiteHeader } from "@keystone/ui/components/site-header";
import { Outlet, useLocation } from "react-router";
import { footerQuickLinks, headerLinks, portfolioCompanyNames } from "~/content/navigation";
import { siteConfig } from "~/site.config";

const { address } = siteConfig;

/**
 * The shared header and footer around every page of the route table. Their links are plain links:
 * each page is its own prerendered document, the analysis tool included.
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        brand={siteConfig.name}
        tagline={siteConfig.tagline}
        links={[...headerLinks]}
        currentPath={pathname}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        brand={siteConfig.name}
        description="A holding company of essential, recession-resistant businesses built to work together."
        companies={[...portfolioCompanyNames]}
        quickLinks={[...footerQuickLinks]}
        email={siteConfig.email}
        address={[address.street, `${address.city}, ${address.region} ${address.postalCode}`]}
        copyright={`© ${siteConfig.copyrightYear} ${siteConfig.name}. All rights reserved.`}
      />
    </div>
  );
}

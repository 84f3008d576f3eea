import { resolveProviderApiUrl } from "./provider-api";

/**
 * The one typed configuration of the site. Every placeholder of the specification ({email}, {phone},
 * {host}, {key}) is resolved here, with reserved example values (example.com hosts, 555 numbers), so
 * that a real deployment changes this file and nothing else.
 */
export interface AnalysedSite {
  id: "moving" | "cleaning" | "financial";
  /** The tab label and the name used in "Crawl {site}" and in toasts. */
  name: string;
  url: string;
  description: string;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  /** Absolute origin of the public site, used for canonical URLs, Open Graph and the sitemap. */
  origin: string;
  email: string;
  phone: { display: string; href: string };
  address: {
    street: string;
    city: string;
    /** The state's postal abbreviation, as in a one-line address ("Irvine, CA"). */
    region: string;
    /** The state's full name, for prose and the contact card ("Irvine, California"). */
    regionName: string;
    postalCode: string;
  };
  hours: { weekdays: string; emergency: string };
  copyrightYear: number;
  /**
   * The one web address of each company with a site of its own. The marketing pages link to these
   * and the analysis tool crawls the moving, cleaning and financial ones, so the two never disagree.
   */
  externalSites: {
    cleaningBrand: string;
    movingBrand: string;
    financialBrand: string;
    cosmeticsShop: string;
    communityProject: string;
  };
  provider: {
    name: string;
    /** Base URL of the crawling provider's API; `VITE_CRAWL_API_URL` overrides it at build time. */
    apiUrl: string;
    keyPageUrl: string;
    /** localStorage entry that holds the validated key; it names the provider on purpose. */
    storageKey: string;
    /** The example site crawled (one page) to validate a key. */
    keyTestUrl: string;
  };
  analysedSites: readonly AnalysedSite[];
}

// `import.meta.env` exists only under Vite; the end-to-end tests read this file in plain Node.
const providerApiUrl = resolveProviderApiUrl(import.meta.env?.VITE_CRAWL_API_URL);

const externalSites = {
  cleaningBrand: "https://brightnest-cleaning.example.com",
  movingBrand: "https://swiftpath-moving.example.com",
  financialBrand: "https://keystone-auto-finance.example.com",
  cosmeticsShop: "https://indago-beauty.example.com",
  communityProject: "https://heritage-roots.example.org",
} as const;

export const siteConfig = {
  name: "Keystone Holdings",
  shortName: "Keystone",
  tagline: "Investing in Essential Businesses",
  origin: "https://www.example.com",
  email: "contact@example.com",
  phone: { display: "(555) 010-0142", href: "tel:+15550100142" },
  address: {
    street: "2100 Main Street, Suite 300",
    city: "Irvine",
    region: "CA",
    regionName: "California",
    postalCode: "92614",
  },
  hours: { weekdays: "Mon-Fri 8:00 AM - 6:00 PM", emergency: "Emergency 24/7" },
  copyrightYear: 2024,
  externalSites,
  provider: {
    name: "Firecrawl",
    apiUrl: providerApiUrl,
    keyPageUrl: "https://www.firecrawl.dev/app/api-keys",
    storageKey: "firecrawl_api_key",
    keyTestUrl: "https://example.com",
  },
  analysedSites: [
    {
      id: "moving",
      name: "Moving Services",
      url: externalSites.movingBrand,
      description: "SwiftPath Moving: local and regional residential and commercial moves.",
    },
    {
      id: "cleaning",
      name: "Cleaning Services",
      url: externalSites.cleaningBrand,
      description:
        "BrightNest Home Cleaning: recurring home cleaning subscriptions and deep cleans.",
    },
    {
      id: "financial",
      name: "Financial Services",
      url: externalSites.financialBrand,
      description: "Keystone Auto Finance: automotive credit solutions and insurance brokerage.",
    },
  ],
} as const satisfies SiteConfig;

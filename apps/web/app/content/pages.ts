// Relative, not "~/": the route config and the end-to-end tests load this file outside Vite.
import { siteConfig } from "../site.config";

const { address } = siteConfig;

/**
 * Every page of the route table with its document title and description. The prerender list, the
 * sitemap, each route's meta() and the end-to-end tests all read this one list.
 */
export interface PageEntry {
  path: string;
  title: string;
  description: string;
  /** Marketing pages are prerendered to static HTML and listed in the sitemap. */
  indexable: boolean;
  /**
   * Whether the page loads React and hydrates. The rest are static documents: their HTML plus the
   * one small script that gives their components their behaviour, and no React in the browser.
   */
  hydrates: boolean;
}

export const pages = {
  home: {
    path: "/",
    title: "Keystone Holdings | Investing in Essential Businesses",
    description:
      "Keystone Holdings builds a group of recession-resistant, AI-resistant businesses: construction, steel, cleaning, moving, automotive finance and cosmetics.",
    indexable: true,
    hydrates: false,
  },
  portfolio: {
    path: "/portfolio",
    title: "Our Investment History | Keystone Holdings",
    description:
      "Seven companies, one ecosystem: the businesses Keystone Holdings has invested in, what each does and how we choose industries.",
    indexable: true,
    hydrates: false,
  },
  about: {
    path: "/about",
    title: "About Us | Keystone Holdings",
    description:
      "From a finance and insurance advisory in 2010 to a holding company in 2025: our story, values and the ventures ahead.",
    indexable: true,
    hydrates: false,
  },
  contact: {
    path: "/contact",
    title: "Contact Us | Keystone Holdings",
    description: `Talk to Keystone Holdings about partnerships, selling your business, investing or our services. ${address.city}, ${address.regionName}.`,
    indexable: true,
    hydrates: false,
  },
  construction: {
    path: "/construction",
    title: "Construction Services | Keystone Build & Design",
    description:
      "Residential and commercial construction, renovations, custom homes and design-build services from Keystone Build & Design.",
    indexable: true,
    hydrates: false,
  },
  steelManufacturing: {
    path: "/steel-manufacturing",
    title: "Light Gauge Steel Manufacturing | Keystone Steel Works",
    description:
      "Light gauge steel framing manufactured in Las Vegas, Nevada, for builders across the Southwest.",
    indexable: true,
    hydrates: false,
  },
  cleaning: {
    path: "/cleaning",
    title: "Cleaning Services | BrightNest Home Cleaning",
    description:
      "Recurring home cleaning plans from $99: basic, deep and premium cleans by BrightNest Home Cleaning.",
    indexable: true,
    hydrates: false,
  },
  moving: {
    path: "/moving",
    title: "Moving Services | SwiftPath Moving",
    description:
      "Local and regional moves, packing and delivery by SwiftPath Moving, with free quotes.",
    indexable: true,
    hydrates: false,
  },
  financial: {
    path: "/financial",
    title: "Automotive Financial Services | Keystone Auto Finance",
    description:
      "Automotive credit solutions, insurance brokerage and dealer partnerships from Keystone Auto Finance.",
    indexable: true,
    hydrates: false,
  },
  cosmetics: {
    path: "/cosmetics",
    title: "Indago Beauty | Cosmetics by Keystone Holdings",
    description:
      "Indago Beauty: skincare, color cosmetics, hair care and fragrance, with the Indago Scan skin analysis.",
    indexable: true,
    hydrates: false,
  },
  analysis: {
    path: "/analysis",
    title: "Website Analysis Tool | Keystone Holdings",
    description: "Internal tool: crawl the group's subsidiary websites and review the results.",
    indexable: false,
    hydrates: true,
  },
  notFound: {
    path: "/404",
    title: "Page Not Found | Keystone Holdings",
    description: "The page you were looking for does not exist.",
    indexable: false,
    hydrates: false,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;

/** Files generated at build time by resource routes, for search engines. */
export const seoFiles = { sitemap: "/sitemap.xml", robots: "/robots.txt" } as const;

/**
 * Paths written to static files at build time: each marketing page and the not-found page as HTML
 * ("/404" becomes 404.html), the sitemap and robots.txt as themselves.
 */
export const prerenderedPaths = [
  ...Object.values(pages)
    .filter((page) => page.indexable)
    .map((page) => page.path),
  pages.notFound.path,
  // Internal and noindex, but its first screen (the setup card) is prerendered too, so that it
  // paints before the tool's code arrives.
  pages.analysis.path,
  seoFiles.sitemap,
  seoFiles.robots,
];

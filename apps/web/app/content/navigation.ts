export interface NavLink {
  href: string;
  label: string;
}

export const headerLinks = [
  { href: "/", label: "Home" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const satisfies readonly NavLink[];

/** The footer's quick links, exactly as the specification lists them ("Our Portfolio" included). */
export const footerQuickLinks = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/construction", label: "Our Portfolio" },
  { href: "/contact", label: "Contact" },
  { href: "/analysis", label: "Investment Analysis" },
] as const satisfies readonly NavLink[];

export const portfolioCompanyNames = [
  "Keystone Build & Design",
  "Keystone Steel Works",
  "BrightNest Home Cleaning",
  "SwiftPath Moving",
  "Keystone Auto Finance",
  "Indago Beauty",
] as const;

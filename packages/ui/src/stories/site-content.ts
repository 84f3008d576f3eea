import type { LinkItem } from "../lib/link";

/** Sample content shared by the shell stories; the site's real content lives in the app. */
export const navLinks = [
  { href: "/", label: "Home" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] satisfies LinkItem[];

export const quickLinks = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/construction", label: "Our Portfolio" },
  { href: "/contact", label: "Contact" },
  { href: "/analysis", label: "Investment Analysis" },
] satisfies LinkItem[];

export const companies = [
  "Keystone Construction & Design",
  "Keystone Steel Manufacturing",
  "Keystone Cleaning",
  "Keystone Moving",
  "Keystone Auto Finance",
  "Keystone Cosmetics",
];

import type { PortfolioCardProps } from "../components/portfolio-card";

type PortfolioEntry = Pick<
  PortfolioCardProps,
  "title" | "description" | "sectors" | "status" | "investment" | "href" | "tone"
>;

export const construction = {
  title: "Keystone Construction",
  description: "Residential and commercial construction and design-build services.",
  sectors: ["Residential", "Commercial", "Design-Build"],
  status: "Active",
  investment: "$2.5M",
  href: "/construction",
  tone: "primary",
} satisfies PortfolioEntry;

export const cosmetics = {
  title: "Keystone Cosmetics",
  description: "A premium cosmetics brand with skin analysis.",
  sectors: ["Beauty", "Retail"],
  status: "Expanding",
  investment: "$2.8M",
  href: "/cosmetics",
  tone: "highlight",
} satisfies PortfolioEntry;

export const heritage = {
  title: "Family Heritage Project",
  description: "A non-profit community project preserving family heritage.",
  sectors: ["Community", "Culture"],
  status: "Community Project",
  investment: "Non-Profit",
  href: "https://heritage.example.org",
  tone: "warning",
} satisfies PortfolioEntry;

/** The seven portfolio companies, as sample data for the card stories. */
export const portfolio = [
  construction,
  {
    title: "Keystone Steel",
    description: "Light gauge steel manufacturing in Las Vegas, Nevada.",
    sectors: ["Manufacturing", "Framing"],
    status: "Active",
    investment: "$3.2M",
    href: "/steel-manufacturing",
    tone: "info",
  },
  {
    title: "Keystone Cleaning",
    description: "Subscription home cleaning with recurring revenue.",
    sectors: ["Home Services", "Subscriptions"],
    status: "Active",
    investment: "$1.8M",
    href: "/cleaning",
    tone: "success",
  },
  {
    title: "Keystone Moving",
    description: "Local and regional moving services.",
    sectors: ["Logistics", "Home Services"],
    status: "Active",
    investment: "$2.1M",
    href: "/moving",
    tone: "info",
  },
  {
    title: "Keystone Auto Finance",
    description: "Automotive finance and insurance brokerage.",
    sectors: ["Finance", "Insurance"],
    status: "Active",
    investment: "$1.5M",
    href: "/financial",
    tone: "primary",
  },
  cosmetics,
  heritage,
] satisfies PortfolioEntry[];

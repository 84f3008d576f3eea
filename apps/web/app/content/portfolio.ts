import { Bot, ShieldCheck, TrendingUp, Wrench } from "lucide-react";
import { siteConfig } from "~/site.config";
import { partnerWithUs } from "./actions";
import { pages } from "./pages";
import type { Feature, FeatureSection, Hero, PortfolioCompany, SectionIntro } from "./types";

/** "How We Choose Industries". */
export const investmentPrinciples = [
  {
    title: "AI-Resistant Industries",
    description:
      "We back work that needs skilled hands and a presence on site, the kind of work artificial intelligence supports but cannot replace.",
    icon: Bot,
  },
  {
    title: "Economic Pain Points",
    description:
      "We look for problems customers feel every day, such as housing costs, slow moves or a lack of time, and build businesses that solve them.",
    icon: TrendingUp,
  },
  {
    title: "Essential Services",
    description:
      "Homes still get built, cleaned and moved into in a downturn. We invest where demand does not disappear with the economic cycle.",
    icon: Wrench,
  },
  {
    title: "Market Resilience",
    description:
      "Recurring revenue, low customer concentration and local scale keep each company standing when markets turn.",
    icon: ShieldCheck,
  },
] satisfies Feature[];

export const portfolioCompanies = [
  {
    title: "Keystone Build & Design",
    description:
      "Residential and commercial construction, renovation and design-build services across Orange County, from custom homes to tenant build-outs.",
    sectors: ["Residential", "Commercial", "Design-Build"],
    link: pages.construction.path,
    status: "Active",
    investment: "$2.5M",
    tone: "primary",
  },
  {
    title: "Keystone Steel Works",
    description:
      "Light gauge steel framing, trusses and wall panels manufactured in Las Vegas, Nevada, for builders across the Southwest.",
    sectors: ["Light Gauge Steel", "Framing Systems", "Manufacturing"],
    link: pages.steelManufacturing.path,
    status: "Active",
    investment: "$3.2M",
    tone: "info",
  },
  {
    title: "BrightNest Home Cleaning",
    description:
      "Recurring home cleaning plans and deep cleans by insured, background-checked teams, booked weekly, bi-weekly or monthly.",
    sectors: ["Residential Cleaning", "Subscriptions", "Move-Out Cleaning"],
    link: pages.cleaning.path,
    status: "Active",
    investment: "$1.8M",
    tone: "success",
  },
  {
    title: "SwiftPath Moving",
    description:
      "Local and regional moves for households and offices, with packing, furniture protection and on-time delivery.",
    sectors: ["Local Moving", "Regional Moving", "Packing"],
    link: pages.moving.path,
    status: "Active",
    investment: "$2.1M",
    tone: "primary",
  },
  {
    title: "Keystone Auto Finance",
    description:
      "Automotive credit solutions and insurance brokerage for drivers and dealerships, placed with a network of lending and insurance partners.",
    sectors: ["Auto Credit", "Insurance Brokerage", "Dealer Partnerships"],
    link: pages.financial.path,
    status: "Active",
    investment: "$1.5M",
    tone: "highlight",
  },
  {
    title: "Indago Beauty",
    description:
      "Skincare, color cosmetics, hair care and fragrance, matched to each customer by the Indago Scan skin analysis.",
    sectors: ["Skincare", "Cosmetics", "Direct-to-Consumer"],
    link: pages.cosmetics.path,
    status: "Expanding",
    investment: "$2.8M",
    tone: "warning",
  },
  {
    title: "Heritage Roots Community",
    description:
      "Our non-profit family-heritage project: workshops, archives and events that help families record and pass on their history.",
    sectors: ["Non-Profit", "Family Heritage", "Community"],
    link: siteConfig.externalSites.communityProject,
    status: "Community Project",
    investment: "Non-Profit",
    tone: "success",
  },
] satisfies PortfolioCompany[];

/** The companies in operation ("Active" or "Expanding"): the home page's "6 Active" figures. */
export const activePortfolioCompanies = portfolioCompanies.filter(
  (company) => company.status === "Active" || company.status === "Expanding",
);

/** The portfolio page, section by section. */
export const portfolioPage = {
  hero: {
    eyebrow: "Our Portfolio",
    title: "Our Investment History",
    description:
      "Seven ventures in industries that stay essential in every economy and resist disruption by artificial intelligence, each one strengthening the others.",
    actions: [{ label: "Our Story", page: pages.about.path, variant: "highlight" }, partnerWithUs],
  },
  companies: {
    id: "companies",
    muted: true,
    eyebrow: "Portfolio Companies",
    title: "The Companies We Have Built and Backed",
    description:
      "Six operating companies and one community project, with the capital we have committed to each.",
  },
  principles: {
    id: "principles",
    eyebrow: "Our Criteria",
    title: "How We Choose Industries",
    description: "Four tests every business must pass before we invest.",
    items: investmentPrinciples,
    columns: 4,
  },
} satisfies { hero: Hero; companies: SectionIntro; principles: FeatureSection };

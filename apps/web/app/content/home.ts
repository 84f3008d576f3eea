import {
  BriefcaseBusiness,
  CircleDollarSign,
  Factory,
  Globe,
  HeartHandshake,
  House,
  Landmark,
  Sparkles,
  Users,
  Wrench,
} from "lucide-react";
import { activePortfolioCompanies } from "./portfolio";
import { siteConfig } from "~/site.config";
import { partnerWithUs } from "./actions";
import { pages } from "./pages";
import type {
  ContactBand,
  Feature,
  FeatureSection,
  Hero,
  Industry,
  ProcessStepItem,
  SectionIntro,
  StatItem,
  StatsBand,
} from "./types";

export const homeStats = [
  {
    value: String(activePortfolioCompanies.length),
    label: "Active Ventures",
    icon: BriefcaseBusiness,
  },
  { value: "$10M+", label: "Total Investment", icon: CircleDollarSign },
  { value: "100+", label: "Employees", icon: Users },
  { value: "2+", label: "Markets", icon: Globe },
] satisfies StatItem[];

/** The four steps of the ecosystem pitch, in order; the diagram numbers them, so they carry no icon. */
export const ecosystemSteps = [
  {
    title: "Construction & Manufacturing",
    description:
      "Our entry point. Keystone Build & Design and Keystone Steel Works meet customers at the biggest moment of a property's life: when it is built or remodeled.",
  },
  {
    title: "Moving Services",
    description:
      "A natural cross-sell. Every finished home and office needs to be moved into, and SwiftPath Moving is already on the client's list.",
  },
  {
    title: "Cleaning Subscriptions",
    description:
      "Recurring revenue. BrightNest Home Cleaning turns a one-time project into a weekly, bi-weekly or monthly relationship.",
  },
  {
    title: "Customer Lifecycle Retention",
    description:
      "The loop closes. Financing, insurance and the next renovation keep each household with the group for years, not weeks.",
  },
] satisfies ProcessStepItem[];

export const industries = [
  {
    title: "Home Manufacturing",
    description:
      "Design and construction of homes and light commercial buildings, where demand follows population growth rather than headlines.",
    marketStatus: "Stable Growth",
    cyclical: "Low Susceptibility",
    reasons: [
      "A chronic housing shortage in our markets",
      "Skilled on-site work that software cannot do",
      "Remodeling demand holds up when new builds slow",
    ],
    icon: House,
    tone: "primary",
  },
  {
    title: "Manufacturing & Steel",
    description:
      "Light gauge steel framing for builders who want faster, straighter and more durable structures than lumber can give.",
    marketStatus: "Expanding",
    cyclical: "Moderate",
    reasons: [
      "Builders are moving from wood to steel framing",
      "Regional production shortens lead times",
      "Feeds our own construction projects",
    ],
    icon: Factory,
    tone: "info",
  },
  {
    title: "Essential Services",
    description:
      "Cleaning and moving: services households and businesses book in every economy, billed per visit or by subscription.",
    marketStatus: "Recession-Resistant",
    cyclical: "Very Low",
    reasons: [
      "People move and homes need cleaning in any economy",
      "Subscriptions make revenue predictable",
      "Local, hands-on work that cannot be automated away",
    ],
    icon: Wrench,
    tone: "success",
  },
  {
    title: "Financial Services",
    description:
      "Automotive credit and insurance brokerage, where a trusted advisor helps people through decisions they make every few years.",
    marketStatus: "Opportunity Growth",
    cyclical: "Moderate",
    reasons: [
      "Drivers need financing and cover in every cycle",
      "Brokerage earns without lending from our balance sheet",
      "Relationships built on advice, not on algorithms",
    ],
    icon: Landmark,
    tone: "highlight",
  },
  {
    title: "Consumer Products",
    description:
      "Premium cosmetics sold direct and through partners, a category customers keep buying when they trim other spending.",
    marketStatus: "Premium Growth",
    cyclical: "Low-Moderate",
    reasons: [
      "Affordable luxuries hold up in downturns",
      "Loyal, repeat customers",
      "International demand for clean beauty",
    ],
    icon: Sparkles,
    tone: "warning",
  },
] satisfies Industry[];

/** What the community vision promises, beside the Heritage Roots Community project. */
export const communityCommitments = [
  {
    title: "Local Jobs",
    description:
      "We hire, train and promote in the neighborhoods we serve, from job-site apprentices to office managers.",
    icon: Users,
  },
  {
    title: "Local Ownership",
    description:
      "We buy and build businesses that stay rooted in their community instead of selling them off to the highest bidder.",
    icon: HeartHandshake,
  },
  {
    title: "Family Heritage",
    description:
      "Heritage Roots Community, our non-profit project, helps families record, preserve and share their stories.",
    icon: House,
  },
] satisfies Feature[];

/** The home page, section by section. */
export const homePage = {
  hero: {
    eyebrow: `${activePortfolioCompanies.length} Active Portfolio Companies`,
    eyebrowBadge: true,
    title: "Building a Group of Essential, Recession-Resistant Businesses",
    description:
      "Keystone Holdings invests in companies people need in every economy, in industries artificial intelligence cannot replace, and connects them into one ecosystem that serves a customer for life.",
    actions: [
      { label: "Learn About Us", page: pages.about.path, variant: "highlight" },
      partnerWithUs,
    ],
  },
  stats: {
    id: "stats",
    title: "Keystone Holdings at a Glance",
    label: "Key figures",
    items: homeStats,
  },
  ecosystem: {
    id: "ecosystem",
    eyebrow: "Our Strategy",
    title: "One Interconnected Ecosystem",
    description:
      "Each of our companies brings customers to the next. A home we build becomes a move, a cleaning subscription and a long relationship.",
  },
  industries: {
    id: "industries",
    muted: true,
    eyebrow: "Where We Invest",
    title: "Industries We Invest In",
    description:
      "Five sectors with steady demand, low exposure to the economic cycle and work that needs people on site.",
  },
  community: {
    id: "community",
    eyebrow: "Community Vision",
    title: "Investing in the Communities We Serve",
    description:
      "Our companies are local businesses. We want the neighborhoods they work in to be better for their being there.",
    items: communityCommitments,
    tone: "success",
    action: {
      label: "Visit Heritage Roots Community",
      external: siteConfig.externalSites.communityProject,
      variant: "outline",
    },
  },
  contact: {
    id: "get-in-touch",
    title: "Own a Business in an Essential Industry?",
    description:
      "Whether you want to sell, partner, invest or franchise, we would like to hear from you.",
    actions: [{ label: "Get In Touch", page: pages.contact.path, variant: "highlight" }],
  },
} satisfies {
  hero: Hero;
  stats: StatsBand;
  ecosystem: SectionIntro;
  industries: SectionIntro;
  community: FeatureSection;
  contact: ContactBand;
};

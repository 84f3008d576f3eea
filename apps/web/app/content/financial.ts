import {
  Clock,
  CreditCard,
  Handshake,
  HeartHandshake,
  Scale,
  ShieldCheck,
  Umbrella,
} from "lucide-react";
import { pages } from "./pages";
import type { Feature, FeatureSection, Hero, Illustration, SectionIntro } from "./types";

export interface FinancialService extends Feature {
  highlights: string[];
}

export const financialServices = [
  {
    title: "Credit Solutions",
    description:
      "Auto loans and refinancing for new and used vehicles, matched to your credit profile across our lending partners.",
    icon: CreditCard,
    highlights: [
      "New and used vehicle loans",
      "Refinancing to lower your payment",
      "Options for rebuilding credit",
    ],
  },
  {
    title: "Insurance Brokerage",
    description:
      "Independent brokers who compare policies from several carriers so that you get the cover you need at a fair price.",
    icon: Umbrella,
    highlights: [
      "Auto and commercial vehicle cover",
      "Gap and extended warranty plans",
      "Annual policy reviews",
    ],
  },
  {
    title: "Partnership Solutions",
    description:
      "Financing and insurance programs for dealerships and fleets, from point-of-sale credit to F&I training.",
    icon: Handshake,
    highlights: [
      "Dealer financing programs",
      "Fleet insurance packages",
      "Finance and insurance staff training",
    ],
  },
] satisfies FinancialService[];

export const financialReasons = [
  {
    title: "15+ Years of Experience",
    description: "The group's first business, advising drivers and dealers since 2010.",
    icon: Clock,
  },
  {
    title: "Independent Advice",
    description: "We work for you, not for a single lender or insurer.",
    icon: Scale,
  },
  {
    title: "Fast Decisions",
    description: "Most credit applications receive an answer on the same business day.",
    icon: ShieldCheck,
  },
  {
    title: "Long-Term Relationships",
    description:
      "We review your loan and policy every year and look for savings as your situation changes.",
    icon: HeartHandshake,
  },
] satisfies Feature[];

function partnerLogo(file: string, name: string): Illustration {
  return { src: `/images/partners/${file}.svg`, alt: `${name} logo`, width: 240, height: 80 };
}

/** Lending and insurance partners whose logos appear on the page. */
export const financialPartners = [
  partnerLogo("meridian-auto-lending", "Meridian Auto Lending"),
  partnerLogo("harborline-insurance", "Harborline Insurance"),
  partnerLogo("crestview-credit-union", "Crestview Credit Union"),
  partnerLogo("summit-motor-group", "Summit Motor Group"),
];

/** The financial services page, section by section. */
export const financialPage = {
  hero: {
    eyebrow: "Keystone Auto Finance",
    title: "Automotive Financial Services",
    description:
      "Auto credit, insurance and dealer programs from independent advisors who have helped drivers and dealerships since 2010.",
    actions: [{ label: "Talk to an Advisor", page: pages.contact.path, variant: "highlight" }],
  },
  services: {
    id: "services",
    eyebrow: "Our Services",
    title: "Financing, Cover and Partnerships",
    description: "Three services, one advisor who knows your whole picture.",
  },
  reasons: {
    id: "why-us",
    muted: true,
    eyebrow: "Why Choose Us",
    title: "Why Drivers and Dealers Choose Us",
    items: financialReasons,
    columns: 4,
  },
  partners: {
    id: "partners",
    eyebrow: "Our Partners",
    title: "Trusted Lending and Insurance Partners",
    description: "We place credit and cover with established lenders, credit unions and carriers.",
  },
} satisfies { hero: Hero; services: SectionIntro; reasons: FeatureSection; partners: SectionIntro };

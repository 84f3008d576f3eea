import {
  Clock,
  CreditCard,
  Handshake,
  HeartHandshake,
  Scale,
  ShieldCheck,
  Umbrella,
} from "lucide-react";
import type { Feature, Illustration } from "./types";

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

import { Bath, Brush, Leaf, PackageOpen, Sofa, SprayCan } from "lucide-react";
import { siteConfig } from "~/site.config";
import type { ContactBand, Feature, FeatureSection, Hero, Plan, SectionIntro } from "./types";

export const cleaningServices = [
  {
    title: "Regular House Cleaning",
    description:
      "Dusting, vacuuming, mopping, kitchens and bathrooms on a weekly, bi-weekly or monthly schedule.",
    icon: Brush,
  },
  {
    title: "Deep Cleaning",
    description:
      "Baseboards, inside appliances, cabinet fronts and every corner the regular clean does not reach.",
    icon: SprayCan,
  },
  {
    title: "Move-In / Move-Out Cleaning",
    description:
      "A top-to-bottom clean of an empty home, timed around your SwiftPath move if you like.",
    icon: PackageOpen,
  },
  {
    title: "Kitchen & Bathroom Detailing",
    description: "Degreasing, descaling and sanitizing the rooms that work hardest.",
    icon: Bath,
  },
  {
    title: "Upholstery & Carpet Care",
    description:
      "Steam cleaning for carpets, rugs and upholstered furniture to lift stains and allergens.",
    icon: Sofa,
  },
  {
    title: "Eco-Friendly Cleaning",
    description:
      "Plant-based, fragrance-free products that are safe for children, pets and septic systems.",
    icon: Leaf,
  },
] satisfies Feature[];

export const cleaningPlans = [
  {
    name: "Basic Clean",
    price: "$99",
    period: "per visit",
    description: "Keeps a tidy home tidy.",
    features: [
      "Kitchen and bathroom surfaces",
      "Dusting of reachable surfaces",
      "Vacuuming and mopping of all floors",
      "Trash and recycling taken out",
    ],
  },
  {
    name: "Deep Clean",
    price: "$179",
    period: "per visit",
    description: "Our most booked clean, for homes that need a reset.",
    features: [
      "Everything in Basic Clean",
      "Baseboards, doors and light switches",
      "Inside microwave and oven",
      "Cabinet fronts and window sills",
      "Shower and tub descaling",
    ],
    popular: true,
  },
  {
    name: "Premium Clean",
    price: "$249",
    period: "per visit",
    description: "Every detail, for move days and special occasions.",
    features: [
      "Everything in Deep Clean",
      "Inside refrigerator and cabinets",
      "Interior windows and blinds",
      "Laundry folded and beds made",
      "Same crew on every visit",
    ],
  },
] satisfies Plan[];

/** The cleaning page, section by section. */
export const cleaningPage = {
  hero: {
    eyebrow: "BrightNest Home Cleaning",
    title: "Cleaning Services",
    description:
      "Insured, background-checked cleaning teams on a schedule that suits you, so you come home to a spotless house without lifting a finger.",
    actions: [
      {
        label: "Schedule Service",
        external: siteConfig.externalSites.cleaningBrand,
        variant: "highlight",
      },
    ],
  },
  services: {
    id: "services",
    eyebrow: "What We Clean",
    title: "Our Cleaning Services",
    description: "From weekly upkeep to move-out day, one team you can trust with your keys.",
    items: cleaningServices,
    tone: "success",
  },
  plans: {
    id: "plans",
    muted: true,
    eyebrow: "Pricing",
    title: "Choose Your Cleaning Plan",
    description:
      "Prices are for homes up to 2,000 sq ft. Weekly and bi-weekly subscribers get the same crew every visit.",
  },
  contact: {
    id: "cleaning-contact",
    title: "Questions About a Clean?",
    description: "Tell us about your home and we will recommend the right plan.",
    actions: [{ label: "Email Us", email: "Cleaning services inquiry", variant: "highlight" }],
  },
} satisfies { hero: Hero; services: FeatureSection; plans: SectionIntro; contact: ContactBand };

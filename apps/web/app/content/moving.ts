import {
  CalendarCheck,
  Clock,
  FileText,
  House,
  MapPinned,
  Package,
  PackageCheck,
  Receipt,
  ShieldCheck,
  Truck,
} from "lucide-react";
import { siteConfig } from "~/site.config";
import type {
  Feature,
  FeatureSection,
  Hero,
  ProcessStepItem,
  SectionIntro,
  StepsSection,
} from "./types";

export const movingBenefits = [
  {
    title: "Licensed & Insured",
    description: "Fully licensed movers with valuation coverage on everything we carry.",
    icon: ShieldCheck,
  },
  {
    title: "On-Time Arrival",
    description: "A two-hour arrival window, confirmed the day before, and we keep it.",
    icon: Clock,
  },
  {
    title: "Careful Packing",
    description: "Wardrobe boxes, furniture pads and custom crates for fragile and valuable items.",
    icon: Package,
  },
  {
    title: "Transparent Pricing",
    description:
      "A written quote up front, with no fuel, stairs or long-carry surprises on moving day.",
    icon: Receipt,
  },
] satisfies Feature[];

export interface MoveType extends Feature {
  id: string;
  highlights: string[];
}

/** The Local and Regional moving sections, each with its own "Learn More" button. */
export const moveTypes = [
  {
    id: "local-moving",
    title: "Local Moving",
    description:
      "Moving across town or to the next city? Our local crews handle apartments, family homes and offices throughout Orange County and Los Angeles, billed by the hour with no hidden fees.",
    icon: House,
    highlights: [
      "Same-day and weekend moves",
      "Free wardrobe boxes",
      "Furniture disassembly and reassembly",
    ],
  },
  {
    id: "regional-moving",
    title: "Regional Moving",
    description:
      "Moving between Southern California, Nevada and Arizona? Our regional service gives you one truck, one crew and one flat price from door to door, with GPS tracking along the way.",
    icon: MapPinned,
    highlights: [
      "Dedicated truck, no shared loads",
      "Guaranteed delivery dates",
      "Short-term storage available",
    ],
  },
] satisfies MoveType[];

export const movingProcess = [
  {
    title: "Get Quote",
    description:
      "Tell us what you are moving and where; we send a written quote within one business day.",
    icon: FileText,
  },
  {
    title: "Book Service",
    description: "Pick a date that suits you and we reserve your crew and truck.",
    icon: CalendarCheck,
  },
  {
    title: "Pack & Move",
    description: "We pack, protect and load every item, then drive it to your new home.",
    icon: Truck,
  },
  {
    title: "Deliver",
    description: "Everything is unloaded, placed room by room and reassembled before we leave.",
    icon: PackageCheck,
  },
] satisfies ProcessStepItem[];

/** The moving page, section by section. */
export const movingPage = {
  hero: {
    eyebrow: "SwiftPath Moving",
    title: "Moving Services",
    description:
      "Careful crews, clean trucks and a written price before we lift a box. Local and regional moves for homes and offices.",
    actions: [
      {
        label: "Get Free Quote",
        external: siteConfig.externalSites.movingBrand,
        variant: "highlight",
      },
    ],
  },
  moveTypes: {
    id: "services",
    muted: true,
    eyebrow: "Our Services",
    title: "Local and Regional Moves",
    description:
      "Across the street or across state lines, the same crew handles your move from start to finish.",
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why SwiftPath",
    title: "Moving Without the Stress",
    items: movingBenefits,
    columns: 4,
  },
  process: {
    id: "process",
    eyebrow: "How It Works",
    title: "Your Move in Four Steps",
    description: "From the first quote to the last box placed in your new home.",
    steps: movingProcess,
  },
} satisfies {
  hero: Hero;
  moveTypes: SectionIntro;
  benefits: FeatureSection;
  process: StepsSection;
};

import {
  Building,
  Building2,
  Cog,
  Factory,
  GraduationCap,
  Hospital,
  Hotel,
  House,
  MapPin,
  PencilRuler,
  Recycle,
  ShieldCheck,
  Store,
  Timer,
  Warehouse,
  Zap,
} from "lucide-react";
import type { ContactBand, Feature, FeatureSection, Hero, SectionIntro } from "./types";

export const steelLocation = "Las Vegas, Nevada";

export const capabilities = [
  {
    title: "Precision Roll Forming",
    description:
      "Computer-controlled roll formers cut studs, tracks and joists to length with pre-punched service holes, ready to assemble.",
    icon: Cog,
  },
  {
    title: "Wall Panels & Trusses",
    description:
      "Panelized walls and roof trusses assembled in our plant, so crews frame a building in days instead of weeks.",
    icon: Factory,
  },
  {
    title: "Engineering & Detailing",
    description:
      "In-house engineers turn architectural drawings into stamped shop drawings and a cut list for every member.",
    icon: PencilRuler,
  },
] satisfies Feature[];

/** The eight industries our framing goes into. */
export const applications = [
  { title: "Residential Homes", icon: House },
  { title: "Multi-Family Housing", icon: Building },
  { title: "Commercial Offices", icon: Building2 },
  { title: "Retail Centers", icon: Store },
  { title: "Hospitality", icon: Hotel },
  { title: "Healthcare Facilities", icon: Hospital },
  { title: "Schools & Campuses", icon: GraduationCap },
  { title: "Warehouses & Modular Units", icon: Warehouse },
] satisfies Omit<Feature, "description">[];

export const steelReasons = [
  {
    title: "Fast Turnaround",
    description:
      "Local production in Las Vegas means short lead times and deliveries across Nevada, Arizona and California.",
    icon: Timer,
  },
  {
    title: "Built to Last",
    description: "Steel does not rot, warp, shrink or feed termites, and it is non-combustible.",
    icon: ShieldCheck,
  },
  {
    title: "Sustainable Material",
    description:
      "Our coils contain recycled steel, and every offcut goes back to be recycled again.",
    icon: Recycle,
  },
  {
    title: "Lower Total Cost",
    description:
      "Pre-cut, pre-punched members cut waste and labor on site and keep framing schedules predictable.",
    icon: Zap,
  },
] satisfies Feature[];

/** The steel manufacturing page, section by section. */
export const steelPage = {
  hero: {
    eyebrow: "Keystone Steel Works",
    title: "Light Gauge Steel Manufacturing",
    description:
      "Studs, tracks, joists, trusses and wall panels, engineered and roll-formed for builders who want straighter, stronger and faster framing.",
    note: { text: `Manufactured in ${steelLocation}`, icon: MapPin },
  },
  capabilities: {
    id: "capabilities",
    eyebrow: "Our Capabilities",
    title: "From Coil to Building Site",
    description: `Everything happens under one roof at our plant in ${steelLocation}: engineering, roll forming and panel assembly.`,
    items: capabilities,
    tone: "info",
  },
  applications: {
    id: "applications",
    muted: true,
    eyebrow: "Applications",
    title: "Industries We Supply",
    description: "Light gauge steel frames buildings of almost every kind.",
  },
  reasons: {
    id: "why-steel",
    eyebrow: "Why Choose Us",
    title: "Why Builders Choose Keystone Steel Works",
    items: steelReasons,
    columns: 4,
  },
  contact: {
    id: "steel-contact",
    title: "Get a Quote for Your Next Frame",
    description:
      "Send us your drawings and schedule; our estimators reply with a price and a delivery date within two business days.",
    actions: [
      { label: "Email Our Sales Team", email: "Steel framing quote", variant: "highlight" },
    ],
  },
} satisfies {
  hero: Hero;
  capabilities: FeatureSection;
  applications: SectionIntro;
  reasons: FeatureSection;
  contact: ContactBand;
};

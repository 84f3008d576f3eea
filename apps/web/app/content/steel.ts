import {
  Building,
  Building2,
  Cog,
  Factory,
  GraduationCap,
  Hospital,
  Hotel,
  House,
  PencilRuler,
  Recycle,
  ShieldCheck,
  Store,
  Timer,
  Warehouse,
  Zap,
} from "lucide-react";
import type { Feature } from "./types";

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

import {
  Award,
  Building2,
  Eye,
  Factory,
  Landmark,
  Lightbulb,
  Scale,
  Sparkles,
  Store,
  Truck,
  Users,
  MapPinned,
} from "lucide-react";
import type { Feature, TimelineItem } from "./types";

export const experienceYears = "15+";

export const coreValues = [
  {
    title: "Excellence",
    description:
      "We hold every job site, every clean and every move to the standard we would want in our own homes.",
    icon: Award,
  },
  {
    title: "Integrity",
    description:
      "Clear prices, honest timelines and promises kept, with customers, employees and the owners who sell to us.",
    icon: Scale,
  },
  {
    title: "Innovation",
    description:
      "Steel framing, subscription services and skin analysis: we bring better methods to traditional industries.",
    icon: Lightbulb,
  },
  {
    title: "Vision",
    description:
      "We build for decades, connecting our companies so that each one makes the others stronger.",
    icon: Eye,
  },
] satisfies Feature[];

export const timeline = [
  {
    year: "2010",
    title: "Finance & Insurance Advisory Founded",
    description:
      "The group begins as an advisory helping families and dealerships with automotive credit and insurance, today's Keystone Auto Finance.",
    icon: Landmark,
    tone: "highlight",
  },
  {
    year: "2015",
    title: "Construction & Design Added",
    description:
      "Keystone Build & Design starts taking on residential remodels and custom homes across Orange County.",
    icon: Building2,
    tone: "primary",
  },
  {
    year: "2023",
    title: "Cosmetics Added",
    description:
      "Indago Beauty launches with skincare and color cosmetics and the Indago Scan skin analysis.",
    icon: Sparkles,
    tone: "warning",
  },
  {
    year: "2024",
    title: "Cleaning & Moving Added",
    description:
      "BrightNest Home Cleaning and SwiftPath Moving join the group, bringing recurring revenue and a natural cross-sell.",
    icon: Truck,
    tone: "success",
  },
  {
    year: "2025",
    title: "Steel Manufacturing & Holding Company",
    description:
      "Keystone Steel Works opens in Las Vegas, Nevada, and the companies consolidate under Keystone Holdings.",
    icon: Factory,
    tone: "info",
  },
] satisfies TimelineItem[];

/** The Future Ventures section: franchising is the next step of the group. */
export const futureVentures = [
  {
    title: "Franchise Schemes",
    description:
      "Turning our cleaning and moving playbooks into franchises that local owners can run with our brands, training and systems.",
    icon: Store,
  },
  {
    title: "Franchise Partners",
    description:
      "We are looking for entrepreneurs who want to own an essential-services business and grow it with the backing of a group.",
    icon: Users,
  },
  {
    title: "New Territories",
    description:
      "After Southern California and Nevada, we plan to open franchise territories across the Southwest.",
    icon: MapPinned,
  },
] satisfies Feature[];

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
import { pages } from "./pages";
import type { Feature, FeatureSection, Hero, SectionIntro, TimelineItem } from "./types";

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

/** The about page, section by section. */
export const aboutPage = {
  hero: {
    eyebrow: "About Us",
    title: "About Keystone Holdings",
    description: `${experienceYears} years of building and backing essential businesses, from a finance and insurance advisory in 2010 to a holding company of six companies and a community project.`,
  },
  story: { id: "story", eyebrow: "Who We Are", title: "Our Story" },
  values: {
    id: "values",
    muted: true,
    eyebrow: "What Guides Us",
    title: "Our Core Values",
    description: "Four principles behind every company in the group.",
    items: coreValues,
    columns: 4,
  },
  timeline: {
    id: "timeline",
    eyebrow: "Our Journey",
    title: "From Advisory to Holding Company",
    description: "Fifteen years, six companies, one direction.",
  },
  futureVentures: {
    id: "future-ventures",
    muted: true,
    eyebrow: "What Comes Next",
    title: "Future Ventures",
    description:
      "Our focus for the years ahead is franchise schemes: bringing the systems behind our service companies to local owners.",
    items: futureVentures,
    tone: "highlight",
    action: { label: "Ask About Franchising", page: pages.contact.path, variant: "default" },
  },
} satisfies {
  hero: Hero;
  story: SectionIntro;
  values: FeatureSection;
  timeline: SectionIntro;
  futureVentures: FeatureSection;
};

import {
  CalendarCheck,
  Camera,
  FlaskConical,
  Globe,
  Heart,
  Leaf,
  Package,
  Rabbit,
  ScanFace,
  ShoppingBag,
  Smile,
  Sparkles,
  Star,
  Users,
} from "lucide-react";
import { siteConfig } from "~/site.config";
import type {
  ContactBand,
  Feature,
  FeatureSection,
  Hero,
  Illustration,
  ProcessStepItem,
  SectionIntro,
  StatItem,
  StatsBand,
  StepsSection,
} from "./types";

export const cosmeticsStats = [
  { value: "50+", label: "Products", icon: Package },
  { value: "15+", label: "Countries", icon: Globe },
  { value: "100K+", label: "Customers", icon: Users },
  { value: "98%", label: "Satisfaction", icon: Star },
] satisfies StatItem[];

export interface Product {
  name: string;
  category: string;
  description: string;
  image: Illustration;
}

function productImage(file: string, alt: string): Illustration {
  return { src: `/images/products/${file}.svg`, alt, width: 600, height: 600 };
}

export const products = [
  {
    name: "Radiance Vitamin C Serum",
    category: "Skincare",
    description: "A lightweight serum with 15% vitamin C that brightens and evens skin tone.",
    image: productImage(
      "radiance-vitamin-c-serum",
      "Amber dropper bottle of Radiance Vitamin C Serum",
    ),
  },
  {
    name: "Velvet Matte Lip Color",
    category: "Color Cosmetics",
    description: "A long-wearing matte lipstick in twelve shades, enriched with shea butter.",
    image: productImage(
      "velvet-matte-lip-color",
      "Gold and black lipstick tube in a deep rose shade",
    ),
  },
  {
    name: "Silk Repair Hair Oil",
    category: "Hair Care",
    description: "Argan and camellia oils that smooth frizz and protect against heat styling.",
    image: productImage("silk-repair-hair-oil", "Golden bottle of Silk Repair Hair Oil"),
  },
  {
    name: "Desert Bloom Eau de Parfum",
    category: "Fragrance",
    description: "Notes of night-blooming jasmine, sage and warm amber.",
    image: productImage(
      "desert-bloom-eau-de-parfum",
      "Lilac glass perfume bottle of Desert Bloom Eau de Parfum",
    ),
  },
] satisfies Product[];

/** The three steps of the Indago Scan skin analysis. */
export const scanSteps = [
  {
    title: "Scan",
    description:
      "A five-minute scan at a partner counter or on your phone camera maps hydration, tone and texture.",
    icon: Camera,
  },
  {
    title: "Analyze",
    description: "Our skin specialists read your results and identify what your skin needs most.",
    icon: ScanFace,
  },
  {
    title: "Personalize",
    description:
      "You receive a routine of Indago products chosen for your skin, adjusted as it changes.",
    icon: Sparkles,
  },
] satisfies ProcessStepItem[];

export const cosmeticsFeatures = [
  {
    title: "Clean Formulas",
    description: "No parabens, sulfates or synthetic dyes in any product we make.",
    icon: Leaf,
  },
  {
    title: "Cruelty-Free",
    description: "Never tested on animals, at any stage, in any country.",
    icon: Rabbit,
  },
  {
    title: "Dermatologist Tested",
    description: "Every formula is tested for sensitive skin before it reaches a shelf.",
    icon: FlaskConical,
  },
  {
    title: "Made for Every Skin",
    description: "Shades and formulas developed across all skin tones and types.",
    icon: Heart,
  },
] satisfies Feature[];

export const productCategories = [
  {
    title: "Skincare",
    description: "Cleansers, serums, moisturizers and sun care.",
    icon: Smile,
  },
  {
    title: "Color Cosmetics",
    description: "Foundations, lip colors, eye palettes and blush.",
    icon: Sparkles,
  },
  {
    title: "Hair Care",
    description: "Shampoos, conditioners, oils and styling treatments.",
    icon: Leaf,
  },
  {
    title: "Fragrance",
    description: "Eaux de parfum, body mists and scented oils.",
    icon: ShoppingBag,
  },
] satisfies Feature[];

/** The cosmetics page, section by section. */
export const cosmeticsPage = {
  hero: {
    eyebrow: "Cosmetics by Keystone Holdings",
    title: "Indago Beauty",
    description:
      "Clean skincare, color cosmetics, hair care and fragrance, chosen for your skin by the Indago Scan.",
    actions: [
      {
        label: "View Products",
        external: siteConfig.externalSites.cosmeticsShop,
        variant: "highlight",
      },
      { label: "Try Indago Scan", anchor: "#skin-analysis", variant: "outline", icon: ScanFace },
    ],
  },
  stats: {
    id: "cosmetics-stats",
    title: "Indago Beauty in Numbers",
    label: "Indago Beauty in numbers",
    items: cosmeticsStats,
  },
  products: {
    id: "products",
    eyebrow: "Bestsellers",
    title: "Featured Products",
    description: "Customer favorites from each of our four collections.",
  },
  skinAnalysis: {
    id: "skin-analysis",
    muted: true,
    eyebrow: "Indago Scan",
    title: "Personalized Skin Analysis",
    description: "Find the routine your skin actually needs in three simple steps.",
    steps: scanSteps,
    columns: 3,
    action: {
      label: "Book Your Indago Scan",
      anchor: "#contact",
      variant: "default",
      icon: CalendarCheck,
    },
  },
  features: {
    id: "why-indago",
    eyebrow: "Why Indago",
    title: "Beauty You Can Feel Good About",
    items: cosmeticsFeatures,
    columns: 4,
    tone: "warning",
  },
  categories: {
    id: "categories",
    muted: true,
    eyebrow: "Collections",
    title: "Product Categories",
    description: "More than fifty products across four collections.",
    items: productCategories,
    columns: 4,
  },
  contact: {
    id: "contact",
    title: "Book a Scan or Ask Our Skin Specialists",
    description:
      "Write or call us to book your Indago Scan, find a stockist or become a retail partner.",
    actions: [
      { label: "Email Us", email: "Indago Beauty inquiry", variant: "highlight" },
      { label: `Call ${siteConfig.phone.display}`, phone: true, variant: "outline" },
    ],
  },
} satisfies {
  hero: Hero;
  stats: StatsBand;
  products: SectionIntro;
  skinAnalysis: StepsSection;
  features: FeatureSection;
  categories: FeatureSection;
  contact: ContactBand;
};
